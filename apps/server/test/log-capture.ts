import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

let files = 0;

/**
 * Where a test server writes its log, at level info, when the test does not read it itself: one file per server,
 * in the folder the global setup scans after the whole suite (`test/log-scan.ts`).
 */
export function capturedLogStream(): { write(line: string): void } | undefined {
  const dir = process.env.HALO_TEST_LOG_DIR;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}-${files++}.log`);
  return { write: (line) => appendFileSync(file, line) };
}
