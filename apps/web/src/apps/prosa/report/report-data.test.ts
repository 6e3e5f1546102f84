import type { Report } from '@halo/contract/prosa/report';
import { describe, expect, it } from 'vitest';
import {
  type Campagna,
  type CodeLabels,
  cumulative,
  progettiCsv,
  projectBreakdowns,
  requestStates,
  richiesteCsv,
  topCampaigns,
} from './report-data.ts';

const labels: CodeLabels = {
  statoProgetto: (code) => `P:${code}`,
  destinatario: (code) => `D:${code}`,
  setting: (code) => `S:${code}`,
  statoCampagna: (code) => `C:${code}`,
  statoRichiesta: (code) => `R:${code}`,
};

const campagna = (id: number, aderenti: number, giorni: string[] = ['2026-11-20']): Campagna => ({
  id,
  titolo: `Campagna ${id}`,
  stato: 'pubblicata',
  capienza: null,
  aderenti,
  ritirate: 0,
  perGiorno: aderenti === 0 ? [] : giorni.map((giorno) => ({ giorno, n: 1 })),
});

describe('the reports’ derived data', () => {
  it('adds a campaign’s days up oldest first', () => {
    expect(
      cumulative([
        { giorno: '2026-11-22', n: 4 },
        { giorno: '2026-11-20', n: 1 },
        { giorno: '2026-11-21', n: 2 },
      ]),
    ).toEqual([
      { giorno: '2026-11-20', n: 1, totale: 1 },
      { giorno: '2026-11-21', n: 2, totale: 3 },
      { giorno: '2026-11-22', n: 4, totale: 7 },
    ]);
  });

  it('follows the five campaigns with most adhesions, the latest first on a tie, none without adhesions', () => {
    const list = [campagna(1, 2), campagna(2, 0), campagna(3, 9), campagna(4, 2), campagna(5, 1)];
    list.push(campagna(6, 5), campagna(7, 7));
    expect(topCampaigns(list).map((c) => c.id)).toEqual([3, 7, 6, 1, 4]);
    expect(topCampaigns([campagna(2, 0)])).toEqual([]);
  });

  it('lists a workflow’s states in its order with zeros, and a state it does not know after them', () => {
    const progetti: Report['progetti'] = {
      totale: 4,
      perStato: [
        { codice: 'pubblicato', n: 3 },
        { codice: 'archiviato', n: 1 },
      ],
      perTematica: [{ id: 1, nome: 'Alimentazione', n: 2 }],
      perDestinatario: [{ codice: 'BAMBINI', n: 2 }],
      perSetting: [{ codice: 'SCUOLA', n: 1 }],
      perDistretto: [{ id: null, nome: "TO3: tutta l'azienda", n: 4 }],
    };
    const breakdowns = projectBreakdowns(progetti, labels, ['bozza', 'pubblicato']);
    expect(breakdowns.stato).toEqual([
      { key: 'bozza', name: 'P:bozza', n: 0 },
      { key: 'pubblicato', name: 'P:pubblicato', n: 3 },
      { key: 'archiviato', name: 'P:archiviato', n: 1 },
    ]);
    expect(breakdowns.distretto).toEqual([{ key: 'azienda', name: "TO3: tutta l'azienda", n: 4 }]);

    const csv = progettiCsv(4, breakdowns, {
      header: ['Dimensione', 'Voce', 'Progetti'],
      totale: 'Totale',
      tutti: 'Tutti i progetti',
      dimensions: {
        stato: 'Stato',
        tematica: 'Tematica',
        destinatario: 'Destinatari',
        setting: 'Setting',
        distretto: 'Distretto',
      },
    });
    expect(csv.rows).toEqual([
      ['Totale', 'Tutti i progetti', 4],
      ['Stato', 'P:bozza', 0],
      ['Stato', 'P:pubblicato', 3],
      ['Stato', 'P:archiviato', 1],
      ['Tematica', 'Alimentazione', 2],
      ['Destinatari', 'D:BAMBINI', 2],
      ['Setting', 'S:SCUOLA', 1],
      ['Distretto', "TO3: tutta l'azienda", 4],
    ]);
  });

  it('writes the requests’ times, empty while unknown', () => {
    const richieste: Report['richieste'] = {
      totale: 1,
      perStato: [{ codice: 'inviata', n: 1 }],
      giorniPresaInCarico: null,
      giorniDecisione: 2.5,
    };
    const states = requestStates(richieste, labels, ['inviata', 'accettata']);
    expect(
      richiesteCsv(richieste, states, {
        header: ['Dimensione', 'Voce', 'Valore'],
        totale: 'Totale',
        tutte: 'Tutte le richieste',
        stato: 'Stato',
        tempi: 'Tempi',
        presaInCarico: 'Presa in carico',
        decisione: 'Decisione',
      }).rows,
    ).toEqual([
      ['Totale', 'Tutte le richieste', 1],
      ['Stato', 'R:inviata', 1],
      ['Stato', 'R:accettata', 0],
      ['Tempi', 'Presa in carico', null],
      ['Tempi', 'Decisione', 2.5],
    ]);
  });
});
