import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

/**
 * The server project's global setup (vitest.config.ts): the seeded snapshots of a run (test/seeded-snapshot.ts)
 * are removed after it, and before each rerun of watch mode, whose seeds or migrations may have changed.
 */
export default function setup(project: TestProject) {
  const dir = project.config.env.HALO_TEST_SNAPSHOT_DIR;
  if (!dir) {
    return;
  }
  const clear = () => rmSync(dir, { recursive: true, force: true });
  project.onTestsRerun(clear);
  return clear;
}
