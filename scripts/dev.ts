// `npm run dev`: the server with reload on 8080 and Vite's dev server on 5173 (proxying /api, /v1, /auth).
import { spawn } from 'node:child_process';

const children = [
  // Only here may the provider send codes to Vite's origin (npm start allows none but PUBLIC_URL).
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DEV_ORIGINS: process.env.DEV_ORIGINS ?? 'http://localhost:5173' },
  }),
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
