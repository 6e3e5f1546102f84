import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Builds named by their sources' contents (docs/adr/0034-spa-builds.md, 0036-server-bundle.md): what a build is
 * made from is hashed (SHA-256 of each file's path and contents: a checkout or a copy changes times, not
 * contents); each build goes to a folder of its own, `<home>/.builds/<hash>`, written under a temporary name and
 * renamed when complete; a symbolic link (`<home>/<link>`) names the current one and is replaced in one rename. A
 * process that resolved the link when it started keeps using its build while a newer one is linked; the last
 * builds are kept for such processes.
 */

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Builds kept besides the current one, for processes still using them. */
const KEEP = 3;

export interface BuildTarget {
  /** What the messages call it. */
  label: string;
  /** The package folder, relative to the repository: `.builds/` and the link live in it. */
  home: string;
  /** The link's name in `home`. */
  link: string;
  /** A file every complete build has, relative to the build's folder. */
  marker: string;
  /** What the build is made from: folders walked whole (tests aside), and single files, relative to the repository. */
  sources: { folders: readonly string[]; files: readonly string[] };
  /** Files under the folders that the build never reads (tests and what only they use). */
  notBuilt(relative: string): boolean;
  /** Makes the build into an empty folder that does not exist yet. */
  make(folder: string): Promise<void>;
}

function filesUnder(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The sources' hash: each file's path and contents, in a fixed order. */
export function sourceHash(target: Pick<BuildTarget, 'sources' | 'notBuilt'>, root = ROOT): string {
  const files = [
    ...target.sources.folders.flatMap((folder) => filesUnder(root, folder)),
    ...target.sources.files.filter((file) => existsSync(path.join(root, file))),
  ]
    .filter((file) => !target.notBuilt(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const linkOf = (target: BuildTarget, root: string) => path.join(root, target.home, target.link);
const buildsOf = (target: BuildTarget, root: string) => path.join(root, target.home, '.builds');

/** Whether a complete build is linked (a folder of old, not a link, counts too). */
export function hasBuild(target: BuildTarget, root = ROOT): boolean {
  return existsSync(path.join(linkOf(target, root), target.marker));
}

/** The build the link names now, if any. */
export function currentBuild(target: BuildTarget, root = ROOT): string | undefined {
  const link = linkOf(target, root);
  if (!hasBuild(target, root)) return undefined;
  return lstatSync(link).isSymbolicLink() ? path.basename(readlinkSync(link)) : undefined;
}

/** Points the link at a build in one rename (a link renamed over a link); a folder of old is removed first. */
function swapTo(target: BuildTarget, root: string, build: string) {
  const link = linkOf(target, root);
  const temporary = `${link}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(path.join('.builds', build), temporary);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) rmSync(link, { recursive: true, force: true });
  renameSync(temporary, link);
}

/** Removes the oldest builds beyond KEEP, never the current one, and any build left half-done. */
function prune(target: BuildTarget, root: string, current: string) {
  const builds = buildsOf(target, root);
  if (!existsSync(builds)) return;
  const entries = readdirSync(builds).map((name) => ({
    name,
    at: statSync(path.join(builds, name)).mtimeMs,
  }));
  for (const entry of entries.filter((e) => e.name.includes('.tmp'))) {
    // Another build may be running: only what is older than an hour is surely abandoned.
    if (Date.now() - entry.at > 3_600_000)
      rmSync(path.join(builds, entry.name), { recursive: true, force: true });
  }
  const done = entries
    .filter((e) => !e.name.includes('.tmp') && e.name !== current)
    .sort((a, b) => b.at - a.at);
  for (const old of done.slice(KEEP)) rmSync(path.join(builds, old.name), { recursive: true, force: true });
}

/**
 * Makes the build of the sources' hash unless the link already names it (`force`: make it again), links it and
 * prunes old builds. A build of that hash left by an earlier run is linked without being made again.
 */
export async function ensureBuilt(
  target: BuildTarget,
  options: { force?: boolean; root?: string } = {},
): Promise<{ hash: string; built: boolean }> {
  const root = options.root ?? ROOT;
  const hash = sourceHash(target, root);
  if (!options.force && currentBuild(target, root) === hash) return { hash, built: false };
  const folder = path.join(buildsOf(target, root), hash);
  let built = false;
  if (options.force || !existsSync(path.join(folder, target.marker))) {
    const temporary = `${folder}.${process.pid}.tmp`;
    rmSync(temporary, { recursive: true, force: true });
    try {
      await target.make(temporary);
    } catch (error) {
      rmSync(temporary, { recursive: true, force: true });
      throw error;
    }
    rmSync(folder, { recursive: true, force: true });
    renameSync(temporary, folder);
    built = true;
  }
  swapTo(target, root, hash);
  prune(target, root, hash);
  return { hash, built };
}
