import module from 'node:module';
import { cacheResolutions } from './resolution-cache.ts';

// The server's entry (`npm start`), set up before the server's modules load (issue 31's restart):
// - Node keeps what it compiles of the server's modules and its dependencies on disk between starts (its compile
//   cache, in the system's temporary folder unless NODE_COMPILE_CACHE says otherwise): a restart compiles again
//   only what changed;
// - each import is resolved once per importing folder (resolution-cache.ts).
module.enableCompileCache?.();
cacheResolutions();
await import('./serve.ts');
