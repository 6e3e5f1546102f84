import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { dropTemplates } from './databases.ts';

/**
 * The server project's global setup (vitest.config.ts): the seeded snapshots of a run (test/seeded-snapshot.ts)
 * and its PostgreSQL template databases (test/databases.ts) are removed after it, and before each rerun of watch
 * mode, whose seeds or migrations may have changed.
 */
export default function setup(project: TestProject) {
  const dir = project.config.env.HALO_TEST_SNAPSHOT_DIR;
  if (!dir) {
    return;
  }
  const url = process.env.TEST_DATABASE_URL;
  const clear = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url) await dropTemplates(url, dir);
  };
  project.onTestsRerun(clear);
  return clear;
}
