import type { Principal } from '@halo/contract';
import type { Report, ReportQuery } from '@halo/contract/prosa/report';
import type { Db } from '../../../db/database.ts';
import { ForbiddenError } from '../../../errors.ts';
import { aziendeOf, createViewers, partOf } from '../prosa.scope.ts';
import type { ProsaService } from '../prosa.service.ts';
import { createReportRepository } from './report.repository.ts';

const noScope = 'I report sono per i responsabili e l’amministratore di Pro.Sa.';
/** The campaigns a report follows: the latest ones. */
const CAMPAIGNS = 20;

/**
 * Pro.Sa.'s reports (docs/adr/0021): counts over projects, campaigns' adhesions and requests, each table filtered by
 * the reader's scope (as its own screens are) and by the authority and district asked, in SQL aggregates.
 */
export function createReportService(deps: { db: Db; prosa: ProsaService }) {
  const { db } = deps;
  const repo = createReportRepository(db);
  const viewers = createViewers(db);

  return {
    async report(principal: Principal, query: ReportQuery): Promise<Report> {
      const viewer = await viewers.of(principal);
      if (!viewer.admin && !viewer.staff) throw new ForbiddenError(noScope);
      const filter = { scope: viewer, asl: query.asl, distretto: query.distretto };

      const projects = await repo.progetti(filter);
      const tree = await deps.prosa.themeTree();
      const aziendaOf = aziendeOf(deps.prosa);
      const perDistretto = await Promise.all(
        projects.perDistretto.map(async (r) => {
          const azienda = await aziendaOf(r.azienda);
          const part = partOf(azienda.distretti, r.distretto);
          return {
            id: part?.id ?? null,
            nome: part ? part.denominazione : `${azienda.denominazioneAzienda}: tutta l'azienda`,
            n: Number(r.n),
          };
        }),
      );

      const campaignRows = await repo.campagne(filter, CAMPAIGNS);
      const perDay = await repo.adesioniPerGiorno(campaignRows.map((r) => Number(r.id)));

      const requests = await repo.richieste(filter);
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
          totale: projects.perStato.reduce((sum, s) => sum + s.n, 0),
          perStato: projects.perStato,
          perTematica: projects.perTematica.map((t) => ({
            id: Number(t.codice),
            nome: tree.get(Number(t.codice))?.nome ?? t.codice,
            n: t.n,
          })),
          perDestinatario: projects.perDestinatario,
          perSetting: projects.perSetting,
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
          totale: requests.perStato.reduce((sum, s) => sum + s.n, 0),
          perStato: requests.perStato,
          giorniPresaInCarico: days(requests.giorni?.presa),
          giorniDecisione: days(requests.giorni?.decisa),
        },
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
