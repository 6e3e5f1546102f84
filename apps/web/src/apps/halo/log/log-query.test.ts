import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { buildLogQuery, emptyLogFilters, logKindOf } from './log-query.ts';

describe('buildLogQuery in English', () => {
  it('refuses an unreadable instant and a too long value with English messages', async () => {
    await setLanguage('en');
    const built = buildLogQuery(
      { ...emptyLogFilters, from: 'yesterday', entity: 'x'.repeat(61) },
      { page: 1, size: 20 },
    );
    expect(built).toEqual({
      ok: false,
      errors: { from: 'Invalid date and time.', entity: 'Value too long.' },
    });
  });
});

describe('the kind of operations', () => {
  it('asks for the changes by default, for everything with the reads, for the reads alone', () => {
    const kindOf = (kind: '' | 'all' | 'reads') => {
      const built = buildLogQuery({ ...emptyLogFilters, kind }, { page: 1, size: 20 });
      return built.ok ? built.query.kind : 'refused';
    };
    expect(kindOf('')).toBe('changes');
    expect(kindOf('all')).toBeUndefined();
    expect(kindOf('reads')).toBe('reads');
  });

  it('reads an unknown kind in the address as the default', () => {
    expect(logKindOf('reads')).toBe('reads');
    expect(logKindOf('tutto')).toBe('');
  });
});
