import { healthenvIndiceRoutes, type IndicePostazione } from '@halo/contract/healthenv/indice';
import { healthenvMappaRoutes } from '@halo/contract/healthenv/mappa';
import { healthenvPostazioniRoutes, type Postazione } from '@halo/contract/healthenv/postazioni';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { GlobalAlerts } from '../../../shell/alerts/global-alerts.tsx';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithShell } from '../../../test/render-shell.tsx';
import { operatoreSession } from '../postazioni/postazioni.test-utils.tsx';
import { HealthenvHome } from './mappa.screen.tsx';

const verziere: Postazione = {
  id: 2,
  codice: 'IT0705A',
  nome: 'Milano Verziere',
  nomeCompleto: 'Milano Verziere',
  lat: 45.463349,
  lon: 9.195325,
  altitudine: 116,
  comune: { codiceIstat: '015146', nome: 'Milano' },
  provincia: 'MI',
  regione: 'Lombardia',
  tipo: 'traffic',
  zona: 'urban',
  zonaQualitaAria: 'Agg_MI',
  gestore: 'ARPA Lombardia',
  codiceGestore: '528',
  attivaDal: null,
  attivaAl: null,
  archiviata: null,
  version: 1,
  sensori: [],
};

const cavour: Postazione = {
  ...verziere,
  id: 7,
  codice: 'IT1661A',
  nome: 'CAVOUR',
  nomeCompleto: 'Bari - CAVOUR',
  lat: 41.1206,
  lon: 16.8695,
  comune: { codiceIstat: '072006', nome: 'Bari' },
  provincia: 'BA',
  regione: 'Puglia',
  gestore: 'ARPA Puglia',
};

const cerrate: Postazione = {
  ...cavour,
  id: 9,
  codice: 'IT1665A',
  nome: 'LECCE - S. M. Cerrate',
  nomeCompleto: 'LECCE - S. M. Cerrate',
  lat: 40.45889,
  lon: 18.11611,
  comune: { codiceIstat: '075035', nome: 'Lecce' },
  provincia: 'LE',
  tipo: 'background',
  zona: 'rural',
};

const sanVito: Postazione = {
  ...cavour,
  id: 11,
  codice: 'IT1610A',
  nome: 'taranto SAN VITO',
  nomeCompleto: 'Taranto - San Vito',
  lat: 40.42333,
  lon: 17.22528,
  comune: { codiceIstat: '073027', nome: 'Taranto' },
  provincia: 'TA',
  tipo: 'industrial',
  zona: 'suburban',
};

/** The last day of the demo's data, 31 December 2022 in UTC+01:00. */
const lastDay = '2022-12-30T23:00:00.000Z';

const indice: IndicePostazione[] = [
  {
    postazioneId: 2,
    banda: 3,
    inquinante: 'PM10',
    istante: lastDay,
    aggiornato: false,
    valori: [
      { inquinante: 'PM10', media: 'giorno', valore: 45.34, banda: 3 },
      { inquinante: 'NO2', media: 'giorno', valore: 38, banda: 1 },
    ],
  },
  {
    postazioneId: 7,
    banda: 5,
    inquinante: 'NO2',
    istante: '2026-05-04T10:00:00.000Z',
    aggiornato: true,
    valori: [{ inquinante: 'NO2', media: 'ora', valore: 250, banda: 5 }],
  },
  // Benzene only: data, but no index pollutant.
  { postazioneId: 9, banda: null, inquinante: null, istante: lastDay, aggiornato: false, valori: [] },
];

const paths = {
  postazioni: healthenvPostazioniRoutes.postazioni.url,
  indice: healthenvIndiceRoutes.indice.url,
  mappa: healthenvMappaRoutes.mappa.url,
};

function api(
  options: {
    postazioni?: Route;
    indice?: Route;
    mappa?: { tileUrl: string | null; attribuzione: string | null };
  } = {},
) {
  return stubFetch(
    options.postazioni ?? on('GET', paths.postazioni, () => json([verziere, cavour, cerrate, sanVito])),
    options.indice ?? on('GET', paths.indice, () => json(indice)),
    on('GET', paths.mappa, () => json(options.mappa ?? { tileUrl: null, attribuzione: null })),
  );
}

function renderMappa(url = '/healthenv') {
  alertStore.clear();
  const router = createMemoryRouter(
    [
      {
        path: '/healthenv',
        element: (
          <>
            <GlobalAlerts />
            <HealthenvHome />
          </>
        ),
      },
      { path: '/healthenv/postazioni/:id', element: <h1>Scheda della postazione</h1> },
    ],
    { initialEntries: [url] },
  );
  return { ...renderWithShell(<RouterProvider router={router} />, operatoreSession), router };
}

const table = () => screen.findByRole('table', { name: 'Postazioni con l’indice di qualità dell’aria' });
const mapRegion = () =>
  screen.getByRole('region', { name: 'Mappa delle postazioni con l’indice di qualità dell’aria' });
const cellsOf = (list: HTMLElement, name: string) =>
  within(within(list).getByRole('link', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('HealthenvHome: the stations and their air quality index', () => {
  it('lists every station with its place, type, band in words, deciding pollutant and moment', async () => {
    api();
    renderMappa();
    expect(screen.getByRole('heading', { level: 1, name: 'Mappa delle postazioni' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Mappa delle postazioni - /);
    const list = await table();
    expect(cellsOf(list, 'Milano Verziere')).toEqual([
      'Milano VerziereIT0705A',
      'Milano (MI)',
      'Traffico',
      'Urbana',
      '3Moderata',
      'PM10: 45,3 µg/m³, media giornaliera',
      'Dati del 31/12/2022',
    ]);
    // An hourly index of today: the hour in Rome's time.
    expect(cellsOf(list, 'Bari - CAVOUR')).toEqual([
      'Bari - CAVOURIT1661A',
      'Bari (BA)',
      'Traffico',
      'Urbana',
      '5Molto scadente',
      'Biossido di azoto (NO₂): 250 µg/m³, media oraria',
      '04/05/2026, 12:00',
    ]);
    expect(cellsOf(list, 'LECCE - S. M. Cerrate').slice(2)).toEqual([
      'Fondo',
      'Rurale',
      '–Indice non disponibile',
      '—',
      'Dati del 31/12/2022',
    ]);
    expect(cellsOf(list, 'Taranto - San Vito').slice(2)).toEqual([
      'Industriale',
      'Suburbana',
      '–Indice non disponibile',
      '—',
      'Nessun dato',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '4 postazioni trovate. 2 hanno dati non aggiornati: il loro indice è quello dell’ultimo dato ricevuto.',
    );
  });

  it('opens a station’s page from its name', async () => {
    api();
    const { router } = renderMappa();
    await userEvent.click(within(await table()).getByRole('link', { name: 'Bari - CAVOUR' }));
    expect(router.state.location.pathname).toBe('/healthenv/postazioni/7');
  });

  it('puts a marker named after each station and its band on Italy’s outline when there are no tiles', async () => {
    const fetch = api();
    renderMappa();
    await table();
    const map = mapRegion();
    expect(map).toHaveAccessibleDescription(/frecce per spostarla, \+ e − per lo zoom/);
    const marker = within(map).getByRole('button', { name: 'Milano Verziere – Moderata (3)' });
    expect(marker).toHaveClass('halo-station-marker', 'halo-band-3', 'is-old');
    expect(marker).toHaveTextContent('3');
    expect(within(map).getByRole('button', { name: 'Bari - CAVOUR – Molto scadente (5)' })).toHaveTextContent(
      '5',
    );
    expect(
      within(map).getByRole('button', { name: 'Taranto - San Vito – Indice non disponibile (–)' }),
    ).toHaveClass('halo-band-none');
    await waitFor(() => expect(map.querySelector('svg.halo-outline')).not.toBeNull());
    expect(map).toHaveAttribute('data-base', 'outline');
    expect(map).toHaveTextContent('Confini: @svg-maps/italy (CC BY 4.0)');
    expect(fetch.urls()).toEqual(expect.arrayContaining([paths.postazioni, paths.indice, paths.mappa]));
    // A way past the markers to the list.
    expect(screen.getByRole('link', { name: 'Vai all’elenco delle postazioni' })).toHaveAttribute(
      'href',
      '#healthenv-mappa-elenco',
    );
  });

  it('draws the server’s tiles, not the outline, when it names them', async () => {
    api({ mappa: { tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', attribuzione: '© OpenStreetMap' } });
    renderMappa();
    await table();
    const map = mapRegion();
    await waitFor(() => expect(map).toHaveAttribute('data-base', 'tiles'));
    expect(map.querySelector('svg.halo-outline')).toBeNull();
    expect(map).toHaveTextContent('© OpenStreetMap');
  });

  it('explains the six bands, the stations without index, the old data and the groups in its legend', async () => {
    api();
    renderMappa();
    const legend = screen.getByRole('list', { name: 'Bande dell’indice europeo di qualità dell’aria' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '11 Buona',
      '22 Discreta',
      '33 Moderata',
      '44 Scadente',
      '55 Molto scadente',
      '66 Estremamente scadente',
      '–Indice non disponibile',
      'Bordo tratteggiato: dati non aggiornati',
      '4Gruppo di postazioni vicine: il numero è l’indice peggiore, il riquadro quante sono',
    ]);
    await table();
  });

  it('filters list and map by region, band and words, keeping the filters in the address', async () => {
    api();
    const { router } = renderMappa();
    const list = await table();
    const map = mapRegion();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Regione' }), 'Lombardia');
    await waitFor(() => expect(names(list)).toEqual(['Milano Verziere']));
    expect(map.querySelectorAll('.halo-station-marker')).toHaveLength(1);
    expect(router.state.location.search).toBe('?regione=Lombardia');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Regione' }), '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Indice' }), '5 – Molto scadente');
    await waitFor(() => expect(names(list)).toEqual(['Bari - CAVOUR']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Indice' }), 'Senza indice');
    await waitFor(() => expect(names(list)).toEqual(['LECCE - S. M. Cerrate', 'Taranto - San Vito']));
    expect(router.state.location.search).toBe('?banda=none');
    expect(screen.getByRole('status')).toHaveTextContent('2 postazioni trovate.');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Cerca per nome, comune, provincia o codice' }),
      'lecce',
    );
    await waitFor(() => expect(names(list)).toEqual(['LECCE - S. M. Cerrate']));
    expect(map.querySelectorAll('.halo-station-marker')).toHaveLength(1);
    expect(router.state.location.search).toBe('?banda=none&q=lecce');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Regione' }), 'Lombardia');
    expect(await screen.findByText('Nessuna postazione corrisponde ai filtri.')).toBeInTheDocument();
    expect(map.querySelectorAll('.halo-station-marker')).toHaveLength(0);
  });

  it('moves the map to what a search finds: centred on one station, framing several', async () => {
    // jsdom lays nothing out: the map's element gets the size it has on a desktop.
    const size = (value: number) => ({
      configurable: true,
      get(this: Element) {
        return this.classList.contains('halo-station-map') ? value : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', size(850));
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', size(540));
    try {
      api();
      renderMappa();
      const list = await table();
      const map = mapRegion();
      const marker = (name: RegExp) => within(map).getByRole('button', { name });
      const placeOf = (element: Element) => {
        const px = (el: Element, side: 'left' | 'top') =>
          Number.parseFloat((el as HTMLElement).style[side] || '0');
        const pane = map.querySelector('.leaflet-map-pane') as Element;
        return { x: px(element, 'left') + px(pane, 'left'), y: px(element, 'top') + px(pane, 'top') };
      };
      const apart = () => {
        const [a, b] = [/^Bari - CAVOUR/, /^LECCE/].map((name) => placeOf(marker(name))) as [
          { x: number; y: number },
          { x: number; y: number },
        ];
        return Math.hypot(a.x - b.x, a.y - b.y);
      };
      const italy = apart();

      const search = screen.getByRole('searchbox', { name: 'Cerca per nome, comune, provincia o codice' });
      await userEvent.type(search, 'Verziere');
      await waitFor(() => expect(names(list)).toEqual(['Milano Verziere']));
      const centre = placeOf(marker(/^Milano Verziere/));
      expect([Math.round(centre.x), Math.round(centre.y)]).toEqual([425, 270]);

      // Three stations of Puglia by their codes: framed closer than Italy's view.
      await userEvent.clear(search);
      await userEvent.type(search, 'IT16');
      await waitFor(() => expect(names(list)).toHaveLength(3));
      expect(apart()).toBeGreaterThan(italy * 1.5);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
      Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    }
  });

  it('finds a station by code or province, whatever the accents and case', async () => {
    api();
    renderMappa('/healthenv?q=it0705a');
    const list = await table();
    expect(names(list)).toEqual(['Milano Verziere']);
    const search = screen.getByRole('searchbox', { name: 'Cerca per nome, comune, provincia o codice' });
    await userEvent.clear(search);
    await userEvent.type(search, 'Lécce le');
    await waitFor(() => expect(names(list)).toEqual(['LECCE - S. M. Cerrate']));
  });

  it('orders the list by index, best or worst first, the stations without index last', async () => {
    api();
    renderMappa();
    const list = await table();
    expect(names(list)).toEqual([
      'Bari - CAVOUR',
      'LECCE - S. M. Cerrate',
      'Milano Verziere',
      'Taranto - San Vito',
    ]);
    await userEvent.click(within(list).getByRole('button', { name: /^Indice/ }));
    await waitFor(() =>
      expect(names(list)).toEqual([
        'Milano Verziere',
        'Bari - CAVOUR',
        'LECCE - S. M. Cerrate',
        'Taranto - San Vito',
      ]),
    );
    await userEvent.click(within(list).getByRole('button', { name: /^Indice/ }));
    await waitFor(() =>
      expect(names(list)).toEqual([
        'Bari - CAVOUR',
        'Milano Verziere',
        'LECCE - S. M. Cerrate',
        'Taranto - San Vito',
      ]),
    );
  });

  it('shows the stations without index when the index cannot be read, and says so', async () => {
    api({ indice: on('GET', paths.indice, () => errorBody(500, 'Servizio non disponibile.')) });
    renderMappa();
    const list = await table();
    expect(await screen.findByRole('alert')).toHaveTextContent('Servizio non disponibile.');
    expect(
      screen.getByText('L’indice non è stato letto: le postazioni sono mostrate senza.'),
    ).toBeInTheDocument();
    expect(cellsOf(list, 'Milano Verziere')[4]).toBe('–Indice non disponibile');
    expect(
      within(mapRegion()).getByRole('button', { name: 'Milano Verziere – Indice non disponibile (–)' }),
    ).toBeInTheDocument();
  });

  it('says so when the stations cannot be read, and when there are none', async () => {
    api({ postazioni: on('GET', paths.postazioni, () => errorBody(503, 'Servizio non disponibile.')) });
    renderMappa();
    expect(await screen.findByRole('alert')).toHaveTextContent('Servizio non disponibile.');
    expect(await screen.findByText('Impossibile leggere le postazioni.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says there are no stations yet', async () => {
    api({ postazioni: on('GET', paths.postazioni, () => json([])) });
    renderMappa();
    expect(await screen.findByText('Nessuna postazione di monitoraggio.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 postazioni trovate.');
  });
});

describe('HealthenvHome in English', () => {
  it('speaks English: bands, dates, types and the markers’ names', async () => {
    await setLanguage('en');
    api();
    renderMappa();
    expect(screen.getByRole('heading', { level: 1, name: 'Map of the stations' })).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'Stations with their air quality index' });
    expect(cellsOf(list, 'Milano Verziere')).toEqual([
      'Milano VerziereIT0705A',
      'Milano (MI)',
      'Traffic',
      'Urban',
      '3Moderate',
      'PM10: 45.3 µg/m³, daily mean',
      'Data of 31/12/2022',
    ]);
    const map = screen.getByRole('region', { name: 'Map of the stations with their air quality index' });
    expect(within(map).getByRole('button', { name: 'Bari - CAVOUR – Very poor (5)' })).toBeInTheDocument();
    expect(screen.queryByText(/Postazion|Indice/)).not.toBeInTheDocument();
  });
});
