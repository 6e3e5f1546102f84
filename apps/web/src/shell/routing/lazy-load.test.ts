import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, classifyLoadError, withTimeout } from './lazy-load.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk loading (SPEC.md §4, §9)', () => {
  it('fails a chunk that has not arrived after 120000 ms', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const never = new Promise<never>(() => {});
    const loading = withTimeout(never);
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes through a chunk that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('module'), 50)).resolves.toBe('module');
  });

  it('tells failed chunks from missing modules', () => {
    expect(
      classifyLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe('chunk');
    expect(classifyLoadError(new TypeError('Importing a module script failed.'))).toBe('chunk');
    expect(classifyLoadError(new ChunkLoadError('scaduto'))).toBe('chunk');
    expect(classifyLoadError(new Error("Cannot find module './nope'"))).toBe('missing-module');
    expect(classifyLoadError(new Error('boom'))).toBe('other');
  });
});
