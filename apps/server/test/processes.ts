import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './servers.ts';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

/** The real server as its own process, from its sources (`node src/main.ts`; `npm start` runs their bundle). */
export async function startProcess(env: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PUBLIC_URL: env.PUBLIC_URL ?? baseUrl,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // Replicas behind one address share its PUBLIC_URL (the issuer of their tokens).
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, baseUrl };
}

export function killed(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
