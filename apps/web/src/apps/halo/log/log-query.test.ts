import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { buildLogQuery, emptyLogFilters } from './log-query.ts';

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
