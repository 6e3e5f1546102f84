/** SPEC.md §4, §9: a script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Caricamento del modulo scaduto dopo ${timeoutMs / 1000} secondi.`));
    }, timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type LoadErrorKind = 'chunk' | 'missing-module' | 'other';

// Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari.
const chunkPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading (css )?chunk .* failed/i,
  /unable to preload css/i,
];
const missingModulePatterns = [/cannot find module/i, /module not found/i, /does not provide an export/i];

/** Tells a failed chunk (network, new deployment, timeout) from a module that does not exist. */
export function classifyLoadError(error: unknown): LoadErrorKind {
  if (error instanceof ChunkLoadError) return 'chunk';
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (name === 'ChunkLoadError') return 'chunk';
  if (missingModulePatterns.some((pattern) => pattern.test(message))) return 'missing-module';
  if (chunkPatterns.some((pattern) => pattern.test(message))) return 'chunk';
  return 'other';
}
