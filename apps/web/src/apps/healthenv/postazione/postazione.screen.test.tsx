import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { getSearch } from '../../../test/landmarks.ts';
import {
  alertRows,
  allertaPm10,
  allertaSilenzio,
  bodyRows,
  paths,
  pm10DailyLimitCells,
  renderHealthenv,
  senato,
  stationReads,
} from './analisi.test-utils.tsx';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const region = (name: string) => screen.getByRole('region', { name });
const seriesCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.urls().filter((url) => url.startsWith(paths.serie(4)));

describe('HealthenvPostazione', () => {
  it('shows the station’s facts and its sensors with their latest value', async () => {
    stubFetch(...stationReads());
    renderHealthenv('/healthenv/postazioni/4');
    expect(await heading('Milano - Senato')).toBeInTheDocument();
    expect(screen.getByText('IT1016A · Traffico, zona urbana · Milano (MI)')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Percorso nella gerarchia' });
    expect(within(trail).getByRole('link', { name: 'Ambiente e salute' })).toHaveAttribute(
      'href',
      '/healthenv',
    );
    expect(within(trail).getByRole('link', { name: 'Postazioni di monitoraggio' })).toHaveAttribute(
      'href',
      '/healthenv/postazioni',
    );
    expect(screen.getByRole('link', { name: 'Torna alle postazioni' })).toHaveAttribute(
      'href',
      '/healthenv/postazioni',
    );
    expect(screen.getByRole('link', { name: 'Vedi la mappa delle postazioni' })).toHaveAttribute(
      'href',
      '/healthenv',
    );

    const facts = region('Scheda della postazione');
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling;
    expect(fact('Codice EEA')).toHaveTextContent('IT1016A');
    expect(fact('Regione')).toHaveTextContent('Lombardia');
    expect(fact('Tipo di stazione')).toHaveTextContent('Traffico');
    expect(fact('Zona')).toHaveTextContent('Urbana');
    expect(fact('Zona di qualità dell’aria')).toHaveTextContent('Agglomerato di Milano');
    expect(fact('Gestore')).toHaveTextContent('ARPA Lombardia');
    expect(fact('Altitudine')).toHaveTextContent('120 m s.l.m.');
    expect(fact('Coordinate')).toHaveTextContent('lat. 45,4705 N · long. 9,19727 E');
    expect(fact('Periodo di attività')).toHaveTextContent('dal 01/01/2007');
    expect(fact('Archiviata')).toHaveTextContent('No');

    const sensors = screen.getByRole('table', {
      name: 'I sensori della postazione con il loro ultimo valore',
    });
    expect(bodyRows(sensors)).toEqual([
      ['PM10', '10320-PM10Particelle sospese PM10', '362', '48,5 µg/m³', 'Valido', 'Media del 31/12/2022'],
      ['Biossido di azoto (NO₂)', '10320-NO2', '360', '51 µg/m³', 'Provvisorio', 'Media del 30/12/2022'],
      ['Benzene', '10320-C6H6Attivo fino al 30/06/2015', '0', 'Nessun valore', '—', '—'],
    ]);
  });

  it('charts the year of the latest record for PM10, with its limits and summary', async () => {
    const fetch = stubFetch(...stationReads());
    renderHealthenv('/healthenv/postazioni/4');
    await heading('Milano - Senato');
    const form = getSearch('Scelta dell’anno e dell’inquinante');
    expect(within(form).getByRole('combobox', { name: 'Anno' })).toHaveValue('2022');
    const pollutant = within(form).getByRole('combobox', { name: 'Inquinante' });
    expect(pollutant).toHaveValue('PM10');
    // Benzene has no records: it is not offered.
    expect(
      within(pollutant)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['PM10', 'Biossido di azoto (NO₂)']);

    const series = await screen.findByRole('region', { name: 'Andamento nel 2022: PM10' });
    expect(await within(series).findByText('Media')).toBeInTheDocument();
    expect(seriesCalls(fetch)).toEqual([
      '/api/healthenv/postazioni/4/serie?inquinante=PM10&da=2022-01-01&a=2022-12-31&periodo=giorno',
    ]);
    const figure = (term: string) => within(series).getByText(term).nextElementSibling;
    expect(figure('Media')).toHaveTextContent('38,2 µg/m³');
    expect(figure('Massimo')).toHaveTextContent('120,3 µg/m³');
    expect(figure('Copertura')).toHaveTextContent('99%');
    expect(within(series).getByRole('img')).toHaveAccessibleName(
      'Andamento nel 2022: PM10: 362 valori validi, media 38,2 µg/m³, minimo 5,1 µg/m³, massimo 120,3 µg/m³. Soglie: Valore limite 50 µg/m³ (D.Lgs. 155/2010 (Dir. 2008/50/CE)); Valore limite 45 µg/m³ (Dir. (UE) 2024/2881, dal 2030, da verificare).',
    );
    expect(
      within(series).getByText('Valore limite 45 µg/m³ (Dir. (UE) 2024/2881, dal 2030, da verificare)'),
    ).toBeInTheDocument();

    // The same values as a table, on request.
    const show = within(series).getByRole('button', {
      name: 'Mostra i dati del grafico Andamento nel 2022: PM10',
    });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const table = within(series).getByRole('table', { name: 'Valori del grafico: Andamento nel 2022: PM10' });
    expect(bodyRows(table)).toEqual([
      ['01/01/2022', '62,4 µg/m³', 'Valido', '100%'],
      ['02/01/2022', 'Copertura insufficiente', 'Valido', '50%'],
      ['03/01/2022', '35 µg/m³', 'Provvisorio', '100%'],
    ]);
  });

  it('opens on PM10 when the station measures it, whatever its sensors’ order', async () => {
    const [pm10, no2, benzene] = senato.sensori;
    const reordered = { ...senato, sensori: [benzene, no2, pm10] };
    const fetch = stubFetch(
      on('GET', paths.postazione(4), () => json(reordered)),
      ...stationReads(),
    );
    renderHealthenv('/healthenv/postazioni/4');
    await heading('Milano - Senato');
    expect(screen.getByRole('combobox', { name: 'Inquinante' })).toHaveValue('PM10');
    await screen.findByRole('region', { name: 'Andamento nel 2022: PM10' });
    expect(seriesCalls(fetch)).toEqual([
      '/api/healthenv/postazioni/4/serie?inquinante=PM10&da=2022-01-01&a=2022-12-31&periodo=giorno',
    ]);
  });

  it('offers the hourly values and says when the sensor has none; another year and pollutant read again', async () => {
    const fetch = stubFetch(...stationReads());
    const { router } = renderHealthenv('/healthenv/postazioni/4');
    await heading('Milano - Senato');
    await screen.findByRole('region', { name: 'Andamento nel 2022: PM10' });

    await userEvent.click(screen.getByRole('radio', { name: 'Valori orari' }));
    expect(
      await screen.findByText(
        'Nessun valore orario di PM10 nel 2022: i dati di questo sensore sono medie giornaliere. Scegliere «Medie giornaliere».',
      ),
    ).toBeInTheDocument();
    expect(seriesCalls(fetch)).toContain(
      '/api/healthenv/postazioni/4/serie?inquinante=PM10&da=2022-01-01&a=2022-12-31&periodo=ora',
    );
    expect(router.state.location.search).toBe('?periodo=ora');

    await userEvent.click(screen.getByRole('radio', { name: 'Medie giornaliere' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Inquinante' }), 'NO2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Anno' }), '2023');
    expect(
      await screen.findByRole('region', { name: 'Andamento nel 2023: Biossido di azoto (NO₂)' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(seriesCalls(fetch)).toContain(
        '/api/healthenv/postazioni/4/serie?inquinante=NO2&da=2023-01-01&a=2023-12-31&periodo=giorno',
      ),
    );
    expect(fetch.urls()).toContain('/api/healthenv/postazioni/4/superamenti?anno=2023');
  });

  it('sums up the year’s exceedances and lists them, the limits in force apart from the 2030 ones', async () => {
    stubFetch(...stationReads());
    renderHealthenv('/healthenv/postazioni/4');
    await heading('Milano - Senato');
    const section = await screen.findByRole('region', { name: 'Superamenti dei limiti nel 2022' });
    const counters = await within(section).findByRole('list', { name: 'In sintesi' });
    const lines = within(counters).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      'Biossido di azoto (NO₂), media oraria: non calcolabile, mancano i valori orari',
      'Biossido di azoto (NO₂): media annuale 42,7 µg/m³, valore limite 40 µg/m³ — oltre il consentito',
      'PM10: 84 giorni oltre 50 µg/m³ su 35 consentiti — oltre il consentito',
      'PM10: media annuale 38,2 µg/m³, valore limite 40 µg/m³ — entro il consentito',
    ]);
    expect(lines[2]).toHaveClass('fw-bold');
    expect(lines[3]).not.toHaveClass('fw-bold');

    const current = within(section).getByRole('table', { name: 'Superamenti del 2022, valori in vigore' });
    const rows = bodyRows(current);
    expect(rows[0]).toEqual([
      'Biossido di azoto (NO₂)',
      'Media oraria',
      '200',
      'µg/m³',
      'Non calcolabile: i dati non hanno valori orari',
      '—',
      '—',
      '0%',
      'Valore limite · D.Lgs. 155/2010 (Dir. 2008/50/CE)',
      'Non calcolabile: i dati non hanno valori orari',
    ]);
    expect(rows[2]).toEqual(['PM10', 'Media giornaliera', ...pm10DailyLimitCells]);
    expect(rows[3]?.[4]).toBe('Non applicabile (media annuale)');
    expect(rows[3]?.[9]).toBe('Entro il limite');
    const [, , pm10Row, pm10Year] = within(current).getAllByRole('row').slice(1);
    expect(pm10Row).toHaveClass('table-danger');
    expect(pm10Year).not.toHaveClass('table-danger');

    const future = within(section).getByRole('table', { name: 'Superamenti del 2022, valori dal 2030' });
    expect(bodyRows(future)).toEqual([
      [
        'PM10',
        'Media giornaliera',
        '45',
        'µg/m³',
        '110 giorni su 18 consentiti',
        '38,2',
        '120,3',
        '85%',
        'Valore limite · Dir. (UE) 2024/2881, dal 2030 · da verificare',
        'Oltre il limiteCopertura insufficiente',
      ],
    ]);
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Valori dal 2030 (Dir. (UE) 2024/2881)' }),
    ).toBeInTheDocument();
  });

  it('lists the station’s alerts and leads to all of them', async () => {
    const fetch = stubFetch(
      ...stationReads({ allerte: [{ ...allertaSilenzio, postazioneId: 4 }, allertaPm10] }),
    );
    renderHealthenv('/healthenv/postazioni/4');
    await heading('Milano - Senato');
    const alerts = await screen.findByRole('table', {
      name: 'Allerte della postazione, le più recenti prima',
    });
    expect(fetch.urls()).toContain('/api/healthenv/allerte?postazioneId=4');
    expect(bodyRows(alerts)).toEqual(alertRows({ withStation: false }));
    expect(screen.getByRole('link', { name: 'Tutte le allerte della postazione' })).toHaveAttribute(
      'href',
      '/healthenv/allerte?postazione=4',
    );
  });

  it('says when the station has no data to chart', async () => {
    stubFetch(
      on('GET', paths.postazione(4), () =>
        json({ ...senato, sensori: senato.sensori.map((s) => ({ ...s, monitoraggi: 0, ultimo: null })) }),
      ),
      on('GET', paths.allerte, () => json([])),
    );
    renderHealthenv('/healthenv/postazioni/4');
    await heading('Milano - Senato');
    expect(
      screen.getByText(
        'Nessun sensore della postazione ha ancora monitoraggi: non ci sono serie né superamenti da mostrare.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nessuna allerta per questa postazione.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Anno' })).not.toBeInTheDocument();
  });

  it('shows a page of its own for a station that does not exist', async () => {
    stubFetch(on('GET', paths.postazione(99), () => errorBody(404, 'Postazione non trovata.')));
    renderHealthenv('/healthenv/postazioni/99');
    expect(await heading('Postazione non trovata')).toBeInTheDocument();
    expect(screen.getByText('La postazione non esiste, o è stata eliminata.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alle postazioni' })).toHaveAttribute(
      'href',
      '/healthenv/postazioni',
    );
    // A missing station is the page's answer, not an error to alert about.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toContain('Postazione non trovata');
  });

  it('speaks English', async () => {
    await setLanguage('en');
    stubFetch(...stationReads());
    renderHealthenv('/healthenv/postazioni/4');
    expect(await heading('Milano - Senato')).toBeInTheDocument();
    expect(screen.getByText('IT1016A · Traffic, urban area · Milano (MI)')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Exceedances of the limits in 2022' });
    expect(await within(section).findByText('PM10: 84 days over 50 µg/m³ of 35 allowed')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Exceedances of 2022, values in force' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hourly values' })).toBeInTheDocument();
    expect(screen.queryByText('Scheda della postazione')).not.toBeInTheDocument();
  });
});
