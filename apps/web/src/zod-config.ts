// The server's CSP has no 'unsafe-eval': zod's probe for `new Function`, made when a schema is built, would be
// reported as a violation. Zod reads its settings from `globalThis.__zod_globalConfig`, which it keeps if set:
// this module sets it before zod loads. It imports nothing, and the build gives it a chunk of its own that the
// entry imports first (vite.config.ts), so it runs before any module of the contract builds a schema.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
