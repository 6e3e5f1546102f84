import { describe, expect, it } from 'vitest';
import { withCallers } from '../../../test/suite.ts';
import { auditEntries } from './audit.tables.ts';

describe('the audit log as a CSV file (GET /api/v1/logs/export)', () => {
  const callers = withCallers(async ({ server }) => {
    // More entries than one batch of the export (1,000), one of them written to look like a spreadsheet formula.
    const at = new Date('2026-03-01T09:30:00Z');
    await server.database.db.insert(auditEntries).values(
      Array.from({ length: 2500 }, (_, i) => ({
        at,
        actorUsername: i === 0 ? '=HYPERLINK("x")' : 'operatore',
        entity: 'prova-export',
        entityId: String(i),
        action: 'update',
        details: { nota: 'con ; e "virgolette"' },
      })),
    );
  });

  const get = (query: string, token: string) =>
    fetch(`${callers.server.baseUrl}/api/v1/logs/export${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('streams every entry of the filter, newest first, as Excel reads CSV in Italy', async () => {
    const answer = await get('?entity=prova-export', callers.adminToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registro-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
    expect(
      text.startsWith(
        '\uFEFF"Data e ora";"Utente";"Id utente";"Entità";"Id entità";"Azione";"Dettagli";"Id richiesta"\r\n',
      ),
    ).toBe(true);
    const lines = text.slice(1).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(2500);
    // Newest first (by id), across the batches.
    expect(lines[0]).toContain('"2499"');
    expect(lines[2499]).toContain('"0"');
    // Italy's time; quotes doubled; a formula kept as text.
    expect(lines[1]).toBe(
      '"01/03/26, 10:30:00";"operatore";"";"prova-export";"2498";"update";"{""nota"":""con ; e \\""virgolette\\""""}";""',
    );
    expect(lines[2499]).toContain('"\'=HYPERLINK(""x"")"');
  });

  it('applies the filters and refuses a period that ends before it starts', async () => {
    const none = await get('?entity=prova-export&from=2026-04-01T00:00:00Z', callers.adminToken);
    expect((await none.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
    const wrong = await get('?from=2026-04-01T00:00:00Z&to=2026-03-01T00:00:00Z', callers.adminToken);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ details: [{ path: 'querystring.to' }] });
  });

  it('is the log administrators’ only', async () => {
    expect((await get('', callers.citizenToken)).status).toBe(403);
    expect((await fetch(`${callers.server.baseUrl}/api/v1/logs/export`)).status).toBe(401);
  });
});
