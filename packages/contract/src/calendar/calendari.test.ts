import { describe, expect, it } from 'vitest';
import { primoDisponibileQuerySchema } from './calendari.ts';

describe('primoDisponibileQuerySchema', () => {
  it('searches 365 days unless asked for fewer, and never more', () => {
    expect(primoDisponibileQuerySchema.parse({})).toEqual({ giorni: 365 });
    expect(primoDisponibileQuerySchema.parse({ giorni: '30', dal: '2026-12-01' })).toEqual({
      giorni: 30,
      dal: '2026-12-01',
    });
    for (const giorni of ['0', '366', 'molti', '1.5']) {
      const result = primoDisponibileQuerySchema.safeParse({ giorni });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Un numero di giorni da 1 a 365.');
    }
  });
});
