import { healthenvMessages } from '@halo/contract/healthenv';
import { healthenvImportMessages, type ImportEsito } from '@halo/contract/healthenv/import';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import {
  adminSession,
  operatoreSession,
  pascal,
  postazioniRead,
  renderHealthenv,
  senato,
  strangerSession,
} from '../postazioni/postazioni.test-utils.tsx';
import { HealthenvMonitoraggi } from './monitoraggi.screen.tsx';

const IMPORT = '/api/healthenv/monitoraggi/import';
const ADD = '/api/healthenv/monitoraggio/add';

const CSV = `station_id,sensor_id,pollutant,date,value,unit,validity,qc_flag,source
IT1016A,10273,PM10,2022-01-01,48.2,µg/m³,VA,,arpa_lombardia
IT1016A,10273,PM10,2022-01-02,-999,µg/m³,VA,,arpa_lombardia
`;

const csvFile = (text = CSV) => new File([text], 'misure-gennaio.csv', { type: 'text/csv' });

const withErrors: ImportEsito = {
  importato: false,
  righe: 2,
  nuove: 1,
  sostituite: 0,
  errori: [
    {
      riga: 3,
      colonna: 'value',
      messaggio: healthenvMessages.codiceMancante,
    },
  ],
  erroriTotali: 1204,
  postazioni: 1,
  da: '2022-01-01',
  a: '2022-01-02',
  esempio: [
    {
      riga: 2,
      postazione: 'IT1016A',
      sensore: '10273',
      inquinante: 'PM10',
      periodo: 'giorno',
      inizio: '2021-12-31T23:00:00.000Z',
      valore: 48.2,
      validita: 'valid',
    },
  ],
};

const clean: ImportEsito = {
  ...withErrors,
  righe: 730,
  nuove: 700,
  sostituite: 30,
  errori: [],
  erroriTotali: 0,
  postazioni: 2,
  da: '2022-01-01',
  a: '2022-12-31',
  esempio: [
    ...withErrors.esempio,
    {
      riga: 3,
      postazione: 'IT1016A',
      sensore: '10274',
      inquinante: 'NO2',
      periodo: 'ora',
      inizio: '2022-07-01T12:00:00.000Z',
      valore: 61.25,
      validita: 'provisional',
    },
  ],
};

function api(first: Route[] = []) {
  return stubFetch(...first, postazioniRead([senato, { ...pascal, sensori: [pascal.sensori[0] as never] }]));
}

const render = (session = operatoreSession) =>
  renderHealthenv(<HealthenvMonitoraggi />, '/healthenv/monitoraggi', session);

const importSection = () => within(screen.getByRole('region', { name: 'Importa un file CSV' }));
const valueForm = async () => within(await screen.findByRole('form', { name: 'Nuovo valore' }));

describe('HealthenvMonitoraggi: CSV import', () => {
  it('explains the columns, checks the file first and lists the errors per row; import stays off', async () => {
    const fetch = api([on('POST', IMPORT, () => json(withErrors))]);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Monitoraggi' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Monitoraggi/);
    const s = importSection();
    expect(s.getByText('datetime')).toBeInTheDocument();
    expect(s.getByText(/ISO 8601 con il fuso/)).toBeInTheDocument();
    expect(s.getByRole('button', { name: 'Controlla' })).toBeDisabled();
    expect(s.getByRole('button', { name: 'Importa' })).toBeDisabled();

    await userEvent.upload(s.getByLabelText('File CSV'), csvFile());
    expect(await s.findByText(/File scelto: misure-gennaio.csv/)).toBeInTheDocument();
    await userEvent.click(s.getByRole('checkbox', { name: 'Sostituisci i valori già presenti' }));
    await userEvent.selectOptions(s.getByLabelText('Validità delle righe senza validità'), 'Valido');
    await userEvent.click(s.getByRole('button', { name: 'Controlla' }));

    expect(await s.findByRole('heading', { name: 'Esito del controllo' })).toHaveFocus();
    expect(s.getByRole('status')).toHaveTextContent('Il file contiene 1204 errori');
    const errors = s.getByRole('table', { name: '1204 errori' });
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent(
      `3value${healthenvMessages.codiceMancante}`,
    );
    expect(s.getByText('Sono elencati i primi 1 errori di 1204.')).toBeInTheDocument();
    expect(s.getByText('dal 01/01/2022 al 02/01/2022')).toBeInTheDocument();
    const sample = s.getByRole('table', { name: 'Le prime righe come saranno registrate' });
    // A daily value's start is the day in local standard time, not the UTC evening before.
    expect(within(sample).getAllByRole('row')[1]).toHaveTextContent(
      '2IT1016A10273PM10Giornaliero01/01/202248,2Valido',
    );
    expect(s.getByRole('button', { name: 'Importa' })).toBeDisabled();

    expect(fetch.bodies('POST', IMPORT)).toEqual([
      {
        csv: CSV,
        anteprima: true,
        sostituisci: true,
        validitaPredefinita: 'valid',
        fonte: 'importazione CSV',
      },
    ]);
  });

  it('imports a file whose check found no errors, with the same options, and shows the summary', async () => {
    const fetch = api([
      on('POST', IMPORT, (_url, body) =>
        json((body as { anteprima: boolean }).anteprima ? clean : { ...clean, importato: true, esempio: [] }),
      ),
    ]);
    render(adminSession);
    const s = importSection();
    await userEvent.upload(s.getByLabelText('File CSV'), csvFile());
    await userEvent.click(await s.findByRole('button', { name: 'Controlla' }));
    expect(await s.findByRole('status')).toHaveTextContent('Nessun errore: il file può essere importato.');
    const sample = s.getByRole('table', { name: 'Le prime righe come saranno registrate' });
    expect(within(sample).getAllByRole('row')[2]).toHaveTextContent(
      'Orario01/07/2022, 14:0061,25Provvisorio',
    );

    // An option changed after the check: the file must be checked again.
    await userEvent.click(s.getByRole('checkbox', { name: 'Sostituisci i valori già presenti' }));
    expect(s.getByRole('button', { name: 'Importa' })).toBeDisabled();
    await userEvent.click(s.getByRole('checkbox', { name: 'Sostituisci i valori già presenti' }));
    await userEvent.click(s.getByRole('button', { name: 'Controlla' }));
    await waitFor(() => expect(s.getByRole('button', { name: 'Importa' })).toBeEnabled());
    await userEvent.click(s.getByRole('button', { name: 'Importa' }));

    expect(await s.findByRole('heading', { name: 'Esito dell’importazione' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Importazione completata: 700 valori nuovi, 30 sostituiti.',
    );
    expect(s.getByText('dal 01/01/2022 al 31/12/2022')).toBeInTheDocument();
    expect(s.getByRole('button', { name: 'Controlla' })).toBeDisabled();
    expect(fetch.bodies('POST', IMPORT).map((b) => (b as { anteprima: boolean }).anteprima)).toEqual([
      true,
      true,
      false,
    ]);
    expect(fetch.bodies('POST', IMPORT)[2]).toEqual({
      csv: CSV,
      anteprima: false,
      sostituisci: false,
      validitaPredefinita: 'provisional',
      fonte: 'importazione CSV',
    });
  });

  it('shows why the server refused the import, row by row', async () => {
    api([
      on('POST', IMPORT, (_url, body) =>
        (body as { anteprima: boolean }).anteprima
          ? json(clean)
          : errorBody(400, healthenvImportMessages.importErrori, [
              { path: 'body.csv', message: 'Riga 12, colonna value: Valore non valido.' },
              { path: 'body.csv', message: 'Riga 40, colonna station_id: postazione sconosciuta.' },
            ]),
      ),
    ]);
    render();
    const s = importSection();
    await userEvent.upload(s.getByLabelText('File CSV'), csvFile());
    await userEvent.click(await s.findByRole('button', { name: 'Controlla' }));
    await waitFor(() => expect(s.getByRole('button', { name: 'Importa' })).toBeEnabled());
    await userEvent.click(s.getByRole('button', { name: 'Importa' }));
    const alert = await s.findByRole('alert');
    expect(alert).toHaveTextContent(healthenvImportMessages.importErrori);
    expect(alert).toHaveTextContent('Riga 12, colonna value: Valore non valido.');
    expect(alert).toHaveTextContent('Riga 40, colonna station_id: postazione sconosciuta.');
  });

  it('refuses a file larger than the server takes without reading it', async () => {
    const fetch = api();
    render();
    const s = importSection();
    const big = csvFile();
    Object.defineProperty(big, 'size', { value: 17 * 1024 * 1024 });
    await userEvent.upload(s.getByLabelText('File CSV'), big);
    expect(await s.findByText('File troppo grande: al massimo 16 MB.')).toBeInTheDocument();
    expect(s.getByLabelText('File CSV')).toHaveAttribute('aria-invalid', 'true');
    expect(s.getByRole('button', { name: 'Controlla' })).toBeDisabled();
    expect(fetch.bodies('POST', IMPORT)).toEqual([]);
  });
});

describe('HealthenvMonitoraggi: a single value', () => {
  it("records a daily value of a station's sensor, in the sensor's unit; a duplicate may replace the old one", async () => {
    const saved = {
      id: 501,
      sensoreId: 11,
      postazioneId: 1,
      inquinante: 'PM10',
      periodo: 'giorno',
      inizio: '2024-02-09T23:00:00.000Z',
      fine: '2024-02-10T23:00:00.000Z',
      data: '2024-02-10',
      valore: 41.5,
      unita: 'µg/m³',
      validita: 'valid',
      fonte: 'inserimento manuale',
      segnalazione: null,
    };
    const fetch = api([
      on('POST', ADD, (_url, body) =>
        (body as { sostituisci?: boolean }).sostituisci
          ? json(saved)
          : errorBody(409, healthenvMessages.duplicato, [
              { path: 'body.data', message: healthenvMessages.duplicato },
            ]),
      ),
    ]);
    render();
    const f = await valueForm();
    await userEvent.selectOptions(f.getByLabelText('Postazione *'), 'Milano - Senato (IT1016A)');
    expect(f.getByLabelText('Valore *')).toBeInTheDocument();
    await userEvent.selectOptions(f.getByLabelText('Sensore *'), 'PM10 – 10273 (µg/m³)');
    expect(f.getByLabelText('Valore (µg/m³) *')).toBeInTheDocument();
    await userEvent.type(f.getByLabelText('Giorno *'), '2024-02-10');
    await userEvent.type(f.getByLabelText('Valore (µg/m³) *'), '41,5');
    await userEvent.selectOptions(f.getByLabelText('Validità *'), 'Valido');
    await userEvent.click(f.getByRole('button', { name: 'Registra il valore' }));

    expect(await f.findByRole('alert')).toHaveTextContent(healthenvMessages.duplicato);
    expect(f.getByLabelText('Giorno *')).toHaveAccessibleDescription(
      expect.stringContaining(healthenvMessages.duplicato),
    );
    await userEvent.click(f.getByRole('button', { name: 'Sostituisci il valore esistente' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Sostituito con 41,5 µg/m³ il valore di PM10 a Milano - Senato, 10/02/2024.',
      ),
    );
    // A new form keeps the station and the sensor, not the value.
    expect((await valueForm()).getByLabelText('Sensore *')).toHaveValue('11');
    expect((await valueForm()).getByLabelText('Valore (µg/m³) *')).toHaveValue('');
    const value = {
      periodo: 'giorno',
      data: '2024-02-10',
      sensoreId: 11,
      valore: 41.5,
      validita: 'valid',
      fonte: 'inserimento manuale',
    };
    expect(fetch.bodies('POST', ADD)).toEqual([
      { ...value, sostituisci: false },
      { ...value, sostituisci: true },
    ]);
  });

  it('sends an hourly value as the start of an Italian hour with its offset; server errors go under their fields', async () => {
    const fetch = api([
      on('POST', ADD, () =>
        errorBody(400, 'Dati non validi.', [
          { path: 'body.valore', message: 'Valore fisicamente implausibile per questo inquinante.' },
        ]),
      ),
    ]);
    render(adminSession);
    const f = await valueForm();
    await userEvent.selectOptions(f.getByLabelText('Postazione *'), 'Milano - Pascal Città Studi (IT1771A)');
    // The station has one sensor: it is chosen.
    expect(f.getByLabelText('Sensore *')).toHaveValue('21');
    await userEvent.click(f.getByLabelText('Orario'));
    expect(f.getByLabelText('Ora di inizio *')).toBeDisabled();
    await userEvent.type(f.getByLabelText('Giorno dell’ora *'), '2022-07-01');
    await userEvent.selectOptions(f.getByLabelText('Ora di inizio *'), '14:00');
    await userEvent.type(f.getByLabelText('Valore (µg/m³) *'), '1500');
    await userEvent.click(f.getByRole('button', { name: 'Registra il valore' }));

    const valore = f.getByLabelText('Valore (µg/m³) *');
    await waitFor(() =>
      expect(valore).toHaveAccessibleDescription(
        expect.stringContaining('Valore fisicamente implausibile per questo inquinante.'),
      ),
    );
    expect(f.queryByRole('button', { name: 'Sostituisci il valore esistente' })).not.toBeInTheDocument();
    expect(fetch.bodies('POST', ADD)).toEqual([
      {
        periodo: 'ora',
        inizio: '2022-07-01T14:00:00+02:00',
        sensoreId: 21,
        valore: 1500,
        validita: 'provisional',
        fonte: 'inserimento manuale',
        sostituisci: false,
      },
    ]);
  });

  it('checks the value before sending it, with the contract’s messages', async () => {
    const fetch = api();
    render();
    const f = await valueForm();
    await userEvent.selectOptions(f.getByLabelText('Postazione *'), 'Milano - Senato (IT1016A)');
    await userEvent.selectOptions(f.getByLabelText('Sensore *'), 'PM10 – 10273 (µg/m³)');
    await userEvent.type(f.getByLabelText('Giorno *'), '2024-02-10');
    await userEvent.type(f.getByLabelText('Valore (µg/m³) *'), '-999');
    await userEvent.click(f.getByRole('button', { name: 'Registra il valore' }));
    await waitFor(() =>
      expect(f.getByLabelText('Valore (µg/m³) *')).toHaveAccessibleDescription(
        expect.stringContaining(healthenvMessages.codiceMancante),
      ),
    );
    expect(fetch.bodies('POST', ADD)).toEqual([]);
  });
});

describe('HealthenvMonitoraggi: who may', () => {
  it('offers nothing to someone without a role in the application', () => {
    api();
    render(strangerSession);
    expect(
      screen.getByText(
        'Solo gli amministratori e gli operatori dell’applicazione inseriscono i monitoraggi.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Importa un file CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nuovo valore' })).not.toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Measurements' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
    const f = within(await screen.findByRole('form', { name: 'New value' }));
    expect(await f.findByLabelText('Station *')).toBeInTheDocument();
    expect(f.getByRole('button', { name: 'Record the value' })).toBeInTheDocument();
  });
});
