import { deepFreeze } from './read-cache.ts';

/**
 * What a kept answer is computed into: the answer, and the instant (milliseconds since the epoch) until which it
 * stays what it is whatever the clock says (the next slot to start, the next invitation to expire, midnight).
 */
export interface Timed<T> {
  answer: T;
  until: number;
}

/**
 * Answers computed from reads the read cache keeps (docs/adr/0032-read-caches.md), kept with them: a month of a
 * calendar as one person sees it, a page of a doctor's patients. The sources are the read cache's own answers, each
 * the same object until a change of its tables reaches this replica, so an answer is kept per source object
 * (weakly: it goes when the cache drops its sources) and per `key` (what else it depends on: the person's rights,
 * the window), until its clock instant. Answers are frozen, so the route can serialise and compress each once
 * (route option `kept`, http/reference-body.ts).
 */
export function keptAnswers<T extends object>(options: { perSource?: number } = {}) {
  const perSource = options.perSource ?? 64;
  const roots = new WeakMap<object, Level<T>>();

  return (sources: readonly object[], key: string, at: number, compute: () => Timed<T>): T => {
    const [first, ...rest] = sources;
    if (first === undefined) throw new Error('a kept answer needs a source');
    let level: Level<T> = roots.get(first) ?? { next: new WeakMap(), answers: new Map() };
    roots.set(first, level);
    for (const source of rest) {
      const next: Level<T> = level.next.get(source) ?? { next: new WeakMap(), answers: new Map() };
      level.next.set(source, next);
      level = next;
    }
    const known = level.answers.get(key);
    if (known && at < known.until) return known.answer;
    const computed = compute();
    const answer = deepFreeze(computed.answer);
    level.answers.delete(key);
    if (level.answers.size >= perSource) {
      const oldest = level.answers.keys().next().value;
      if (oldest !== undefined) level.answers.delete(oldest);
    }
    level.answers.set(key, { answer, until: computed.until });
    return answer;
  };
}

interface Level<T> {
  next: WeakMap<object, Level<T>>;
  answers: Map<string, Timed<T>>;
}
