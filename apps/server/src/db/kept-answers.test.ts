import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers.ts';

describe('answers kept with the reads they were computed from', () => {
  it('answers the same frozen object for the same sources and key until its instant', () => {
    const kept = keptAnswers<{ n: number }>();
    const row = {};
    const counts = {};
    let computed = 0;
    const compute = () => ({ answer: { n: ++computed }, until: 1000 });
    const first = kept([row, counts], 'a', 0, compute);
    expect(Object.isFrozen(first)).toBe(true);
    expect(kept([row, counts], 'a', 999, compute)).toBe(first);
    // At its instant, computed again.
    expect(kept([row, counts], 'a', 1000, compute)).toEqual({ n: 2 });
    // Another key, another answer.
    expect(kept([row, counts], 'b', 0, compute)).toEqual({ n: 3 });
  });

  it('computes again when any source is a new object (the cache dropped it after a change)', () => {
    const kept = keptAnswers<{ n: number }>();
    const row = {};
    let computed = 0;
    const compute = () => ({ answer: { n: ++computed }, until: Number.POSITIVE_INFINITY });
    const first = kept([row, {}], 'a', 0, compute);
    expect(kept([row, {}], 'a', 0, compute)).not.toBe(first);
    expect(kept([{}, row], 'a', 0, compute)).toEqual({ n: 3 });
  });

  it('keeps at most `perSource` keys for the same sources, dropping the oldest', () => {
    const kept = keptAnswers<{ key: string }>({ perSource: 2 });
    const source = {};
    let computed = 0;
    const compute = (key: string) => () => {
      computed++;
      return { answer: { key }, until: Number.POSITIVE_INFINITY };
    };
    for (const key of ['a', 'b', 'c']) kept([source], key, 0, compute(key));
    expect(computed).toBe(3);
    kept([source], 'c', 0, compute('c'));
    expect(computed).toBe(3);
    kept([source], 'a', 0, compute('a'));
    expect(computed).toBe(4);
  });
});
