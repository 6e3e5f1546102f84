import type { Principal } from '@halo/contract';
import type { Report, ReportQuery } from '@halo/contract/prosa-report';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { ForbiddenError } from '../../errors.ts';
import { aziendeOf, createViewers, partOf, scopeSql } from './prosa.scope.ts';
import type { ProsaService } from './prosa.service.ts';
import { adesioni, campagne, progetti, richieste, richiesteStoria } from './prosa.tables.ts';

const noScope = 'I report sono per i responsabili e l’amministratore di Pro.Sa.';
/** The campaigns a report follows: the latest ones. */
const CAMPAIGNS = 20;

/**
 * Pro.Sa.'s reports (docs/adr/0021): counts over projects, campaigns' adhesions and requests, each table filtered by
 * the reader's scope (as its own screens are) and by the authority and district asked, in SQL aggregates.
 */
export function createReportService(deps: { db: Db; prosa: ProsaService }) {
  const { db } = deps;
  const viewers = createViewers(db);

  async function counts(query: SQL): Promise<{ codice: string; n: number }[]> {
    const rows = rowsOf<{ codice: string | number; n: number }>(await db.execute(query));
    return rows.map((r) => ({ codice: String(r.codice), n: Number(r.n) })).sort((a, b) => b.n - a.n);
  }

  return {
    async report(principal: Principal, query: ReportQuery): Promise<Report> {
      const viewer = await viewers.of(principal);
      if (!viewer.admin && !viewer.staff) throw new ForbiddenError(noScope);
      const within = (table: typeof progetti | typeof campagne | typeof richieste) =>
        and(
          scopeSql(viewer, {
            aziendaId: table.aziendaId,
            distrettoRef: table.distrettoRef,
            dipartimentoRef: 'dipartimentoRef' in table ? table.dipartimentoRef : null,
            autore: 'autore' in table ? table.autore : table.assegnatario,
          }) ?? undefined,
          query.asl === undefined ? undefined : sql`${table.aziendaId} = ${query.asl}`,
          query.distretto === undefined ? undefined : sql`${table.distrettoRef} = ${query.distretto}`,
        ) ?? sql`true`;

      const p = within(progetti);
      const unnested = (column: SQL) =>
        counts(
          sql`select codice, count(*)::int as n from (select unnest(${column}) as codice from ${progetti} where ${p}) x group by codice`,
        );
      const [perStato, perTematicaRaw, perDestinatario, perSetting, perDistrettoRaw] = await Promise.all([
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
      const tree = await deps.prosa.themeTree();
      const aziendaOf = aziendeOf(deps.prosa);
      const perDistretto = await Promise.all(
        rowsOf<{ azienda: number; distretto: number | null; n: number }>(perDistrettoRaw).map(async (r) => {
          const azienda = await aziendaOf(r.azienda);
          const part = partOf(azienda.distretti, r.distretto);
          return {
            id: part?.id ?? null,
            nome: part ? part.denominazione : `${azienda.denominazioneAzienda}: tutta l'azienda`,
            n: Number(r.n),
          };
        }),
      );

      const c = within(campagne);
      const campaignRows = rowsOf<{
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
          limit ${CAMPAIGNS}`),
      );
      const ids = campaignRows.map((r) => Number(r.id));
      const perDay =
        ids.length === 0
          ? []
          : rowsOf<{ campagna: number; giorno: string; n: number }>(
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

      const r = within(richieste);
      const [perStatoRichieste, times] = await Promise.all([
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
      const days = (value: string | number | null | undefined) =>
        value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

      const asked =
        query.asl === undefined ? undefined : await deps.prosa.azienda(query.asl).catch(() => undefined);
      return {
        ambito: {
          azienda: asked?.denominazioneAzienda ?? null,
          distretto:
            asked && query.distretto
              ? (partOf(asked.distretti, query.distretto)?.denominazione ?? null)
              : null,
        },
        progetti: {
          totale: perStato.reduce((sum, s) => sum + s.n, 0),
          perStato,
          perTematica: perTematicaRaw.map((t) => ({
            id: Number(t.codice),
            nome: tree.get(Number(t.codice))?.nome ?? t.codice,
            n: t.n,
          })),
          perDestinatario,
          perSetting,
          perDistretto: perDistretto.sort((a, b) => b.n - a.n),
        },
        campagne: campaignRows.map((row) => ({
          id: Number(row.id),
          titolo: row.titolo,
          stato: row.stato,
          capienza: row.capienza === null ? null : Number(row.capienza),
          aderenti: Number(row.aderenti),
          ritirate: Number(row.ritirate),
          perGiorno: perDay
            .filter((d) => Number(d.campagna) === Number(row.id))
            .map((d) => ({ giorno: d.giorno, n: Number(d.n) })),
        })),
        richieste: {
          totale: perStatoRichieste.reduce((sum, s) => sum + s.n, 0),
          perStato: perStatoRichieste,
          giorniPresaInCarico: days(time?.presa),
          giorniDecisione: days(time?.decisa),
        },
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
