import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows.ts';
import { type Scope, scopeSql } from '../prosa.scope.repository.ts';
import { adesioni, campagne, progetti, richieste, richiesteStoria } from '../prosa.tables.ts';

/** What a report counts: the reader's scope, and the authority and district asked. */
export interface ReportFilter {
  scope: Scope;
  asl?: number;
  distretto?: number;
}

/** A count per code (a state, a theme, a target group...), the largest first. */
interface Count {
  codice: string;
  n: number;
}

/**
 * The SQL aggregates of Pro.Sa.'s reports: counts over projects, campaigns' adhesions and requests, each table
 * filtered by the reader's scope (as its own screens are) and by the authority and district asked.
 */
export function createReportRepository(db: Db) {
  async function counts(query: SQL): Promise<Count[]> {
    const rows = rowsOf<{ codice: string | number; n: number }>(await db.execute(query));
    return rows.map((r) => ({ codice: String(r.codice), n: Number(r.n) })).sort((a, b) => b.n - a.n);
  }

  const within = (table: typeof progetti | typeof campagne | typeof richieste, filter: ReportFilter) =>
    and(
      scopeSql(filter.scope, {
        aziendaId: table.aziendaId,
        distrettoRef: table.distrettoRef,
        dipartimentoRef: 'dipartimentoRef' in table ? table.dipartimentoRef : null,
        autore: 'autore' in table ? table.autore : table.assegnatario,
      }) ?? undefined,
      filter.asl === undefined ? undefined : sql`${table.aziendaId} = ${filter.asl}`,
      filter.distretto === undefined ? undefined : sql`${table.distrettoRef} = ${filter.distretto}`,
    ) ?? sql`true`;

  return {
    /** Projects per state, theme, target group and setting, and per authority and district. */
    async progetti(filter: ReportFilter) {
      const p = within(progetti, filter);
      const unnested = (column: SQL) =>
        counts(
          sql`select codice, count(*)::int as n from (select unnest(${column}) as codice from ${progetti} where ${p}) x group by codice`,
        );
      const [perStato, perTematica, perDestinatario, perSetting, perDistretto] = await Promise.all([
        counts(
          sql`select ${progetti.stato} as codice, count(*)::int as n from ${progetti} where ${p} group by 1`,
        ),
        unnested(sql`${progetti.tematiche}`),
        unnested(sql`${progetti.destinatari}`),
        unnested(sql`${progetti.setting}`),
        db.execute(
          sql`select ${progetti.aziendaId} as azienda, ${progetti.distrettoRef} as distretto, count(*)::int as n from ${progetti} where ${p} group by 1, 2`,
        ),
      ]);
      return {
        perStato,
        perTematica,
        perDestinatario,
        perSetting,
        perDistretto: rowsOf<{ azienda: number; distretto: number | null; n: number }>(perDistretto),
      };
    },

    /** The latest campaigns with their active and withdrawn adhesions. */
    async campagne(filter: ReportFilter, limit: number) {
      const c = within(campagne, filter);
      return rowsOf<{
        id: number;
        titolo: string;
        stato: string;
        capienza: number | null;
        aderenti: number;
        ritirate: number;
      }>(
        await db.execute(sql`
          select ${campagne.id} as id, ${campagne.titolo} as titolo, ${campagne.stato} as stato,
                 ${campagne.capienza} as capienza,
                 count(${adesioni.id}) filter (where ${adesioni.stato} = 'attiva')::int as aderenti,
                 count(${adesioni.id}) filter (where ${adesioni.stato} = 'ritirata')::int as ritirate
          from ${campagne} left join ${adesioni} on ${adesioni.campagnaId} = ${campagne.id}
          where ${c}
          group by 1, 2, 3, 4
          order by max(${campagne.dal}) desc, 1 desc
          limit ${limit}`),
      );
    },

    /** The active adhesions to these campaigns per day they were given (in Italy's time). */
    async adesioniPerGiorno(ids: number[]) {
      if (ids.length === 0) return [];
      return rowsOf<{ campagna: number; giorno: string; n: number }>(
        await db.execute(sql`
          select ${adesioni.campagnaId} as campagna,
                 to_char((${adesioni.aderito} at time zone 'Europe/Rome')::date, 'YYYY-MM-DD') as giorno,
                 count(*)::int as n
          from ${adesioni}
          where ${adesioni.stato} = 'attiva'
            and ${adesioni.campagnaId} in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
          group by 1, 2 order by 2`),
      );
    },

    /** Requests per state, and the average days until taken in charge and until decided. */
    async richieste(filter: ReportFilter) {
      const r = within(richieste, filter);
      const [perStato, times] = await Promise.all([
        counts(
          sql`select ${richieste.stato} as codice, count(*)::int as n from ${richieste} where ${r} group by 1`,
        ),
        db.execute(sql`
          select avg(extract(epoch from presa.at - ${richieste.createdAt})) / 86400 as presa,
                 avg(extract(epoch from decisa.at - ${richieste.createdAt})) / 86400 as decisa
          from ${richieste}
          left join lateral (
            select min(${richiesteStoria.at}) as at from ${richiesteStoria}
            where ${richiesteStoria.richiestaId} = ${richieste.id} and ${richiesteStoria.stato} = 'presa_in_carico'
          ) presa on true
          left join lateral (
            select min(${richiesteStoria.at}) as at from ${richiesteStoria}
            where ${richiesteStoria.richiestaId} = ${richieste.id}
              and ${richiesteStoria.stato} in ('accettata', 'rifiutata')
          ) decisa on true
          where ${r}`),
      ]);
      const [time] = rowsOf<{ presa: string | number | null; decisa: string | number | null }>(times);
      return { perStato, giorni: time };
    },
  };
}
