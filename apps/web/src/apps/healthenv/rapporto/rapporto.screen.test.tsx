import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { catchDownloads } from '../../../test/downloads.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { getSearch } from '../../../test/landmarks.ts';
import {
  bodyRows,
  paths,
  pm10DailyLimitCells,
  rapporto2022,
  renderHealthenv,
  riga,
} from '../postazione/analisi.test-utils.tsx';

/** The server: the 2022 report, no station with data in any other year. */
const rapportoRoute = () =>
  on('GET', paths.rapporto, (url) => json(url.searchParams.get('anno') === '2022' ? rapporto2022 : []));

/**
 * A year of 40 stations with one daily PM10 row each (as many as the seeded year's rows need two pages), three of
 * them over the 35 days allowed: the 8th, the 20th and the 34th.
 */
const OVER: Record<number, number> = { 8: 40, 20: 60, 34: 36 };
const anno2023 = Array.from({ length: 40 }, (_, i) => ({
  postazioneId: 100 + i,
  codice: `IT${String(2000 + i)}A`,
  nomeCompleto: `Stazione ${String(i + 1).padStart(2, '0')}`,
  provincia: i < 20 ? 'MI' : 'BA',
  regione: i < 20 ? 'Lombardia' : 'Puglia',
  righe: [riga({ limite: 'PM10-giorno', superamenti: OVER[i + 1] ?? (i * 7) % 30, media: 20 + i })],
}));
const manyRoute = () => on('GET', paths.rapporto, () => json(anno2023));
const table2023 = () =>
  screen.findByRole('table', { name: 'Superamenti dei limiti nel 2023 per postazione e inquinante' });
const namesIn = async () => bodyRows(await table2023()).map((row) => row[0]?.replace(/IT\d+A$/, ''));
const OVER_NAMES = ['Stazione 08', 'Stazione 20', 'Stazione 34'];

const table = () =>
  screen.findByRole('table', { name: 'Superamenti dei limiti nel 2022 per postazione e inquinante' });
const stationsOf = (rows: string[][]) => rows.map((row) => `${row[0]} | ${row[2]} | ${row[3]}`);

describe('HealthenvRapporto', () => {
  it('shows the last complete year with data: the previous year, else the ones before it', async () => {
    const fetch = stubFetch(rapportoRoute());
    renderHealthenv('/healthenv/rapporto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapporto annuale' })).toBeInTheDocument();
    const rows = bodyRows(await table());
    const lastYear = new Date().getFullYear() - 1;
    const probed = Array.from(
      { length: lastYear - 2021 },
      (_, i) => `/api/healthenv/rapporto?anno=${lastYear - i}`,
    );
    expect(fetch.urls()).toEqual(probed);
    expect(screen.getByRole('combobox', { name: 'Anno' })).toHaveValue('2022');
    expect(
      screen.getByText('Nessun dato negli anni successivi: si mostra il 2022, l’ultimo anno con dati.'),
    ).toBeInTheDocument();
    expect(screen.getByText('6 righe di 2 postazioni; 2 oltre il numero consentito.')).toBeInTheDocument();
    // Only the limits in force until the 2030 values are asked for.
    expect(stationsOf(rows)).toEqual([
      'Milano - SenatoIT1016A | Biossido di azoto (NO₂) | Media oraria',
      'Milano - SenatoIT1016A | Biossido di azoto (NO₂) | Media annuale',
      'Milano - SenatoIT1016A | PM10 | Media giornaliera',
      'Milano - SenatoIT1016A | PM10 | Media annuale',
      'Bari - CaldarolaIT1752A | PM10 | Media giornaliera',
      'Bari - CaldarolaIT1752A | Ozono (O₃) | Massima media mobile su 8 ore',
    ]);
    expect(rows[2]?.slice(4)).toEqual(pm10DailyLimitCells);
    const bodyOf = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(bodyOf[2]).toHaveClass('table-danger');
    expect(bodyOf[4]).not.toHaveClass('table-danger');
    expect(within(bodyOf[0] as HTMLElement).getByRole('link', { name: 'Milano - Senato' })).toHaveAttribute(
      'href',
      '/healthenv/postazioni/4',
    );
  });

  it('filters by region, province and pollutant, and adds the 2030 values on request', async () => {
    stubFetch(rapportoRoute());
    const { router } = renderHealthenv('/healthenv/rapporto?anno=2022');
    await table();
    const filters = getSearch('Filtri del rapporto');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Regione' }), 'Puglia');
    const province = within(filters).getByRole('combobox', { name: 'Provincia' });
    expect(
      within(province)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tutte le province', 'BA']);
    expect(stationsOf(bodyRows(await table()))).toEqual([
      'Bari - CaldarolaIT1752A | PM10 | Media giornaliera',
      'Bari - CaldarolaIT1752A | Ozono (O₃) | Massima media mobile su 8 ore',
    ]);

    await userEvent.click(
      within(filters).getByRole('checkbox', { name: 'Mostra i valori del 2030 (Dir. (UE) 2024/2881)' }),
    );
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(3);
    expect(rows[2]?.[10]).toBe('Valore limite · Dir. (UE) 2024/2881, dal 2030 · da verificare');
    expect(router.state.location.search).toBe('?anno=2022&regione=Puglia&valori2030=1');

    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Inquinante' }), 'O3');
    expect(bodyRows(await table())).toEqual([
      [
        'Bari - CaldarolaIT1752A',
        'BA (Puglia)',
        'Ozono (O₃)',
        'Massima media mobile su 8 ore',
        '120',
        'µg/m³',
        'Non calcolabile: i dati non hanno valori orari',
        '—',
        '—',
        '0%',
        'Valore obiettivo · D.Lgs. 155/2010 (Dir. 2008/50/CE)',
        'Non calcolabile: i dati non hanno valori orari',
      ],
    ]);
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Regione' }), 'Lombardia');
    expect(screen.getByText('Nessuna riga corrisponde ai filtri.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Scarica CSV/ })).not.toBeInTheDocument();
  });

  it('downloads exactly the table shown as a CSV file for Excel', async () => {
    stubFetch(rapportoRoute());
    renderHealthenv('/healthenv/rapporto?anno=2022&regione=Puglia&valori2030=1');
    await table();
    const files = catchDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Scarica CSV del rapporto 2022' }));
    expect(files.map((f) => f.name)).toEqual(['rapporto-qualita-aria-2022.csv']);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0]?.blob.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      '"Postazione";"Provincia";"Inquinante";"Indicatore";"Soglia";"Unità";"Superamenti su consentiti";"Media";"Massimo";"Copertura";"Norma";"Esito"',
      '"Bari - Caldarola (IT1752A)";"BA (Puglia)";"PM10";"Media giornaliera";"50";"µg/m³";"12 giorni su 35 consentiti";"24,3";"71,2";"92%";"Valore limite · D.Lgs. 155/2010 (Dir. 2008/50/CE)";"Entro il limite"',
      '"Bari - Caldarola (IT1752A)";"BA (Puglia)";"Ozono (O₃)";"Massima media mobile su 8 ore";"120";"µg/m³";"Non calcolabile: i dati non hanno valori orari";"";"";"0%";"Valore obiettivo · D.Lgs. 155/2010 (Dir. 2008/50/CE)";"Non calcolabile: i dati non hanno valori orari"',
      '"Bari - Caldarola (IT1752A)";"BA (Puglia)";"PM10";"Media giornaliera";"45";"µg/m³";"15 giorni su 18 consentiti";"38,2";"120,3";"99%";"Valore limite · Dir. (UE) 2024/2881, dal 2030 · da verificare";"Entro il limite"',
      '',
    ]);
  });

  it('shows the rows a page at a time, and counts the rows over the limit above them', async () => {
    stubFetch(manyRoute());
    const { router } = renderHealthenv('/healthenv/rapporto?anno=2023');
    expect(await namesIn()).toHaveLength(25);
    expect(
      screen.getByText('3 righe oltre il numero consentito di superamenti, in 3 postazioni.'),
    ).toBeInTheDocument();
    expect(screen.getByText('40 righe di 40 postazioni; 3 oltre il numero consentito.')).toBeInTheDocument();
    expect(screen.getByText('Elementi da 1 a 25 di 40')).toBeInTheDocument();
    // A row over the limit says so in its outcome, besides its colour.
    const rows = within(await table2023()).getAllByRole('row');
    expect(rows[8]).toHaveClass('table-danger');
    expect(rows[8]).toHaveTextContent('Oltre il limite');

    const pages = screen.getByRole('navigation', { name: 'Pagine del rapporto' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Pagina 2' }));
    expect((await namesIn())[0]).toBe('Stazione 26');
    expect(await namesIn()).toHaveLength(15);
    expect(router.state.location.search).toBe('?anno=2023&page=2');
    expect(within(pages).getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('sorts by a column, both ways, from the first page', async () => {
    stubFetch(manyRoute());
    const { router } = renderHealthenv('/healthenv/rapporto?anno=2023&page=2');
    await table2023();
    const header = () => screen.getByRole('columnheader', { name: /^Superamenti su consentiti/ });
    await userEvent.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?anno=2023&sort=superamenti');
    expect((await namesIn()).slice(0, 1)).toEqual(['Stazione 01']);

    await userEvent.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toBe('?anno=2023&sort=-superamenti');
    expect((await namesIn()).slice(0, 3)).toEqual(['Stazione 20', 'Stazione 08', 'Stazione 34']);

    await userEvent.click(within(screen.getByRole('columnheader', { name: /^Media/ })).getByRole('button'));
    expect((await namesIn()).slice(0, 2)).toEqual(['Stazione 01', 'Stazione 02']);
  });

  it('shows only the rows over the limit on request, from the filters or the count above the table', async () => {
    stubFetch(manyRoute());
    const { router } = renderHealthenv('/healthenv/rapporto?anno=2023');
    await table2023();
    const filters = getSearch('Filtri del rapporto');
    const only = within(filters).getByRole('checkbox', { name: 'Solo i superamenti' });
    await userEvent.click(only);
    expect(await namesIn()).toEqual(OVER_NAMES);
    expect(router.state.location.search).toBe('?anno=2023&superamenti=1');
    expect(screen.getByText('3 righe di 3 postazioni; 3 oltre il numero consentito.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagine del rapporto' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mostra tutte le righe' }));
    expect(await namesIn()).toHaveLength(25);
    expect(only).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Mostra solo i superamenti' }));
    expect(await namesIn()).toEqual(OVER_NAMES);
    expect(only).toBeChecked();

    // The other filters narrow the count too.
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Regione' }), 'Lombardia');
    expect(
      screen.getByText('2 righe oltre il numero consentito di superamenti, in 2 postazioni.'),
    ).toBeInTheDocument();
    expect(await namesIn()).toEqual(['Stazione 08', 'Stazione 20']);
  });

  it('says so when no row is over the limit', async () => {
    stubFetch(rapportoRoute());
    renderHealthenv('/healthenv/rapporto?anno=2022&regione=Puglia');
    await table();
    expect(screen.getByText('Nessuna riga oltre il numero consentito di superamenti.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostra solo i superamenti' })).not.toBeInTheDocument();
  });

  it('downloads every row the filters keep, of all the pages, in the order on screen', async () => {
    stubFetch(manyRoute());
    renderHealthenv('/healthenv/rapporto?anno=2023&sort=-superamenti');
    await table2023();
    const files = catchDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Scarica CSV del rapporto 2023' }));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0]?.blob.arrayBuffer());
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(41);
    expect(lines.slice(1, 4).map((l) => l.split(';')[0])).toEqual([
      '"Stazione 20 (IT2019A)"',
      '"Stazione 08 (IT2007A)"',
      '"Stazione 34 (IT2033A)"',
    ]);
  });

  it('shows the server’s refusal of a year under the year’s field', async () => {
    stubFetch(
      on('GET', paths.rapporto, () =>
        errorBody(400, 'Richiesta non valida.', [
          { path: 'querystring.anno', message: 'Anno non valido (dal 1990).' },
        ]),
      ),
    );
    renderHealthenv('/healthenv/rapporto?anno=1995');
    const year = await screen.findByRole('combobox', { name: 'Anno' });
    await waitFor(() => expect(year).toHaveAccessibleDescription('Anno non valido (dal 1990).'));
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when no station has data in the year chosen', async () => {
    stubFetch(rapportoRoute());
    renderHealthenv('/healthenv/rapporto?anno=2024');
    expect(await screen.findByText('Nessuna postazione ha dati nel 2024.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en');
    stubFetch(rapportoRoute());
    renderHealthenv('/healthenv/rapporto?anno=2022');
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual report' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Exceedances of the limits in 2022 by station and pollutant',
    });
    expect(bodyRows(table)[2]?.[6]).toBe('84 days of 35 allowed');
    expect(screen.getByRole('button', { name: 'Download CSV of the 2022 report' })).toBeInTheDocument();
  });
});
