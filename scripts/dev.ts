// `npm run dev`: the server with reload on 8080 and Vite's dev server on 5173 (proxying /api, /v1, /auth).
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@halo/web'], { stdio: 'inherit' }),
];

function stop(code: number) {
  for (const child of children) {
    child.kill('SIGTERM');
  }
  process.exitCode = code;
}

for (const child of children) {
  child.on('exit', (code) => stop(code ?? 0));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
