import { type OperatoreProfilo, prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import { prosaReportRoutes, type Report } from '@halo/contract/prosa/report';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { catchDownloads } from '../../../test/downloads.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { getSearch, querySearch } from '../../../test/landmarks.ts';
import { bodyRows as rowsOf } from '../../../test/table.ts';
import {
  adminProsaSession,
  managerId,
  renderInLayout,
  responsabileAsl,
  responsabileSession,
} from '../account/prosa-account.test-utils.tsx';
import { todayInItaly } from '../campagne/campagne.labels.tsx';
import { commonReads } from '../progetti/progetti.test-utils.tsx';
import { ProsaReport } from './prosa-report.screen.tsx';

const REPORT = prosaReportRoutes.report.url;

const full: Report = {
  ambito: { azienda: null, distretto: null },
  progetti: {
    totale: 5,
    perStato: [
      { codice: 'pubblicato', n: 3 },
      { codice: 'bozza', n: 2 },
    ],
    perTematica: [
      { id: 1, nome: 'Alimentazione', n: 3 },
      { id: 12, nome: 'Fumo di tabacco', n: 2 },
    ],
    perDestinatario: [
      { codice: 'BAMBINI', n: 3 },
      { codice: 'ADULTI', n: 2 },
    ],
    perSetting: [{ codice: 'SCUOLA', n: 4 }],
    perDistretto: [
      { id: 6, nome: 'Distretto dimostrativo Rivoli', n: 3 },
      { id: null, nome: "TO3: tutta l'azienda", n: 2 },
    ],
  },
  campagne: [
    {
      id: 31,
      titolo: 'Prevenzione Serena',
      stato: 'pubblicata',
      capienza: 100,
      aderenti: 3,
      ritirate: 1,
      perGiorno: [
        { giorno: '2026-11-22', n: 1 },
        { giorno: '2026-11-20', n: 2 },
      ],
    },
    {
      id: 32,
      titolo: 'Cammino; "insieme"',
      stato: 'bozza',
      capienza: null,
      aderenti: 0,
      ritirate: 0,
      perGiorno: [],
    },
  ],
  richieste: {
    totale: 4,
    perStato: [
      { codice: 'inviata', n: 2 },
      { codice: 'accettata', n: 1 },
      { codice: 'rifiutata', n: 1 },
    ],
    giorniPresaInCarico: 1.5,
    giorniDecisione: 3,
  },
};

const empty: Report = {
  ambito: { azienda: null, distretto: null },
  progetti: {
    totale: 0,
    perStato: [],
    perTematica: [],
    perDestinatario: [],
    perSetting: [],
    perDistretto: [],
  },
  campagne: [],
  richieste: { totale: 0, perStato: [], giorniPresaInCarico: null, giorniDecisione: null },
};

/** The server's report: it names the authority and district asked, as the real one does. */
function reportRoute(answer: Report = full) {
  return on('GET', REPORT, (url) => {
    const asl = url.searchParams.get('asl');
    const distretto = url.searchParams.get('distretto');
    return json({
      ...answer,
      ambito: {
        azienda: asl === '1' ? 'TO3' : null,
        distretto: asl === '1' && distretto === '6' ? 'Distretto dimostrativo Rivoli' : null,
      },
    });
  });
}

function renderReport(url: string, session = responsabileSession) {
  return renderInLayout({ report: <ProsaReport /> }, url, session);
}

/** A key figure's value, found by its label. */
function figure(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

/** What the page says it counts. */
const scope = () => screen.getByText('Ambito:').closest('p');

/** Opens the table of a chart ("Mostra i dati") and answers it. */
async function showData(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Mostra i dati di «${title}»` }));
  return screen.getByRole('table', { name: title });
}

describe('ProsaReport: the administrator', () => {
  it('reads every authority, then chooses one and one of its districts, keeping the choice in the address', async () => {
    const fetch = stubFetch(reportRoute(), ...commonReads(null));
    const { router } = renderReport('/prosa/report', adminProsaSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Progetti')).toBe('5'));
    expect(scope()).toHaveTextContent('Ambito: tutte le aziende aderenti');
    expect(fetch.urlsTo(REPORT)).toEqual([REPORT]);
    const filters = getSearch('Ambito del report');
    expect(within(filters).queryByRole('combobox', { name: 'Distretto' })).not.toBeInTheDocument();

    const asl = within(filters).getByRole('combobox', { name: 'Azienda sanitaria' });
    await within(asl).findByRole('option', { name: 'ASL TO3' });
    await userEvent.selectOptions(asl, 'ASL TO3');
    await waitFor(() => expect(fetch.urlsTo(REPORT)).toContain(`${REPORT}?asl=1`));
    expect(router.state.location.search).toBe('?asl=1');
    await waitFor(() => expect(scope()).toHaveTextContent("Ambito: ASL TO3 · tutta l'azienda"));

    const district = within(filters).getByRole('combobox', { name: 'Distretto' });
    await within(district).findByRole('option', { name: 'Distretto dimostrativo Rivoli' });
    await userEvent.selectOptions(district, 'Distretto dimostrativo Rivoli');
    await waitFor(() => expect(fetch.urlsTo(REPORT)).toContain(`${REPORT}?asl=1&distretto=6`));
    expect(router.state.location.search).toBe('?asl=1&distretto=6');
    await waitFor(() => expect(scope()).toHaveTextContent('Ambito: ASL TO3 · Distretto dimostrativo Rivoli'));

    // Another authority starts again from the whole of it.
    await userEvent.selectOptions(asl, 'Tutte le aziende aderenti');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(scope()).toHaveTextContent('Ambito: tutte le aziende aderenti'));
  });

  it('opens on the scope an address names', async () => {
    const fetch = stubFetch(reportRoute(), ...commonReads(null));
    renderReport('/prosa/report?asl=1&distretto=6', adminProsaSession);
    await waitFor(() => expect(scope()).toHaveTextContent('Ambito: ASL TO3 · Distretto dimostrativo Rivoli'));
    expect(fetch.urlsTo(REPORT)).toEqual([`${REPORT}?asl=1&distretto=6`]);
    expect(screen.getByRole('combobox', { name: 'Distretto' })).toHaveValue('6');
  });
});

describe('ProsaReport: a manager', () => {
  it('sees their scope, the key figures, the charts in words and their numbers in tables', async () => {
    const fetch = stubFetch(reportRoute(), ...commonReads('responsabile'));
    renderReport('/prosa/report');
    await waitFor(() => expect(figure('Progetti')).toBe('5'));
    expect(scope()).toHaveTextContent("Ambito: ASL TO3 · tutta l'azienda");
    expect(fetch.urlsTo(REPORT)).toEqual([REPORT]);
    expect(screen.queryByRole('combobox', { name: 'Azienda sanitaria' })).not.toBeInTheDocument();
    expect(figure('Progetti pubblicati')).toBe('3');
    expect(figure('Richieste')).toBe('4');
    expect(figure('Tempo medio di presa in carico')).toBe('1,5 giorni');
    expect(figure('Tempo medio di decisione')).toBe('3 giorni');

    expect(
      screen.getByRole('img', { name: 'Progetti per tematica: Alimentazione 3, Fumo di tabacco 2.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Progetti per destinatari: Bambini (0-10 anni) 3, Adulti 2.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Progetti per stato: Bozza 2, In revisione 0, Pubblicato 3, Chiuso 0.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Adesioni nel tempo: Prevenzione Serena: 3 al 22/11/26.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Richieste per stato: Inviata 2, Presa in carico 0,/ }),
    ).toBeInTheDocument();

    expect(rowsOf(await showData('Progetti per setting'))).toEqual([['Scuola', '4']]);
    expect(screen.getByRole('button', { name: 'Nascondi i dati di «Progetti per setting»' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(rowsOf(await showData('Progetti per distretto'))).toEqual([
      ['Distretto dimostrativo Rivoli', '3'],
      ["TO3: tutta l'azienda", '2'],
    ]);
    expect(rowsOf(await showData('Adesioni nel tempo'))).toEqual([
      ['Prevenzione Serena', '20/11/26', '2', '2'],
      ['Prevenzione Serena', '22/11/26', '1', '3'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Adesioni per campagna' }))).toEqual([
      ['Prevenzione Serena', 'Pubblicata', '100', '3', '1'],
      ['Cammino; "insieme"', 'Bozza', 'Senza limite', '0', '0'],
    ]);
  });

  it('narrows to a district of their authority', async () => {
    const fetch = stubFetch(reportRoute(), ...commonReads('responsabile'));
    const { router } = renderReport('/prosa/report');
    const district = await screen.findByRole('combobox', { name: 'Distretto' });
    await within(district).findByRole('option', { name: 'Distretto dimostrativo Rivoli' });
    await userEvent.selectOptions(district, 'Distretto dimostrativo Rivoli');
    await waitFor(() => expect(fetch.urlsTo(REPORT)).toContain(`${REPORT}?distretto=6`));
    expect(router.state.location.search).toBe('?distretto=6');
    expect(scope()).toHaveTextContent('Ambito: ASL TO3 · Distretto dimostrativo Rivoli');
  });

  it('of a district sees that district, with nothing to choose; an authority in the address is not theirs to ask', async () => {
    const manager: OperatoreProfilo = {
      ...responsabileAsl,
      operabilita: {
        ...responsabileAsl.operabilita,
        livello: 'DISTRETTO',
        riferimento: { id: 6, denominazione: 'Distretto dimostrativo Rivoli' },
      },
    };
    const fetch = stubFetch(
      on('GET', fillPath(prosaProfileRoutes.responsabile.url, { id: managerId }), () => json(manager)),
      reportRoute(),
      ...commonReads('responsabile'),
    );
    renderReport('/prosa/report?asl=2&distretto=9');
    await waitFor(() => expect(figure('Progetti')).toBe('5'));
    expect(scope()).toHaveTextContent('Ambito: ASL TO3 · Distretto dimostrativo Rivoli');
    expect(querySearch('Ambito del report')).not.toBeInTheDocument();
    expect(fetch.urlsTo(REPORT)).toEqual([REPORT]);
  });

  it('downloads each section as a CSV file for Excel, from the numbers on screen', async () => {
    stubFetch(reportRoute(), ...commonReads('responsabile'));
    renderReport('/prosa/report');
    await waitFor(() => expect(figure('Progetti')).toBe('5'));
    const files = catchDownloads();
    const today = todayInItaly();

    await userEvent.click(screen.getByRole('button', { name: 'Scarica CSV dei progetti' }));
    await userEvent.click(screen.getByRole('button', { name: 'Scarica CSV delle adesioni alle campagne' }));
    await userEvent.click(screen.getByRole('button', { name: 'Scarica CSV delle richieste' }));
    expect(files.map((f) => f.name)).toEqual([
      `prosa-progetti-${today}.csv`,
      `prosa-campagne-${today}.csv`,
      `prosa-richieste-${today}.csv`,
    ]);
    const [progetti, campagne, richieste] = await Promise.all(
      files.map(async (f) => new TextDecoder().decode(await f.blob.arrayBuffer()).split('\r\n')),
    );
    expect(progetti?.slice(0, 4)).toEqual([
      '"Dimensione";"Voce";"Progetti"',
      '"Totale";"Tutti i progetti";"5"',
      '"Stato";"Bozza";"2"',
      '"Stato";"In revisione";"0"',
    ]);
    expect(progetti).toContain('"Destinatari";"Bambini (0-10 anni)";"3"');
    expect(campagne).toEqual([
      '"Campagna";"Stato";"Posti";"Adesioni attive";"Adesioni ritirate";"Giorno";"Adesioni del giorno";"Adesioni cumulate"',
      '"Prevenzione Serena";"Pubblicata";"100";"3";"1";"20/11/2026";"2";"2"',
      '"Prevenzione Serena";"Pubblicata";"100";"3";"1";"22/11/2026";"1";"3"',
      '"Cammino; ""insieme""";"Bozza";"Senza limite";"0";"0";"";"";""',
      '',
    ]);
    expect(richieste).toContain('"Tempi";"Giorni medi alla presa in carico";"1,5"');
    expect(richieste).toContain('"Stato";"Ritirata";"0"');
  });

  it('says so when there is nothing to count, without charts or files', async () => {
    stubFetch(reportRoute(empty), ...commonReads('responsabile'));
    renderReport('/prosa/report');
    expect(await screen.findByText('Nessun progetto nell’ambito scelto.')).toBeInTheDocument();
    expect(screen.getByText('Nessuna campagna nell’ambito scelto.')).toBeInTheDocument();
    expect(screen.getByText('Nessuna richiesta nell’ambito scelto.')).toBeInTheDocument();
    expect(figure('Progetti')).toBe('0');
    expect(figure('Tempo medio di presa in carico')).toBe('—');
    expect(figure('Tempo medio di decisione')).toBe('—');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Scarica CSV/ })).not.toBeInTheDocument();
  });

  it('says when campaigns have no adhesions yet, and still lists them', async () => {
    stubFetch(
      reportRoute({ ...full, campagne: full.campagne.map((c) => ({ ...c, aderenti: 0, perGiorno: [] })) }),
      ...commonReads('responsabile'),
    );
    renderReport('/prosa/report');
    expect(await screen.findByText('Ancora nessuna adesione alle campagne dell’ambito.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Adesioni nel tempo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Adesioni per campagna' })).toBeInTheDocument();
  });

  it('raises the global alert with the message and the status when the report cannot be read', async () => {
    stubFetch(
      on('GET', REPORT, () => errorBody(500, 'Errore interno.')),
      ...commonReads('responsabile'),
    );
    renderReport('/prosa/report');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Errore interno.');
    expect(alert).toHaveTextContent('Codice HTTP 500');
    expect(alertStore.list()[0]).toMatchObject({ kind: 'danger', status: 500 });
    expect(await screen.findByText('Non è stato possibile leggere i report.')).toBeInTheDocument();
    expect(screen.queryByText('In sintesi')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en');
    stubFetch(reportRoute(), ...commonReads('responsabile'));
    renderReport('/prosa/report');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Projects')).toBe('5'));
    expect(screen.getByText('Scope:').closest('p')).toHaveTextContent('Scope: ASL TO3 · the whole authority');
    expect(figure('Mean time to take in charge')).toBe('1.5 days');
    expect(
      screen.getByRole('img', { name: 'Projects by target group: Children (0-10 years) 3, Adults 2.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV of the projects' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Reports - /);
  });
});
