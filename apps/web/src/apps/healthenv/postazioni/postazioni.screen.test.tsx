import { healthenvMessages } from '@halo/contract/healthenv';
import type { Postazione } from '@halo/contract/healthenv/postazioni';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { HealthenvPostazioni } from './postazioni.screen.tsx';
import {
  adminSession,
  caldarola,
  milano,
  operatoreSession,
  pascal,
  postazioniRead,
  renderHealthenv,
  senato,
  strangerSession,
  territoryReads,
} from './postazioni.test-utils.tsx';

const LIST = '/api/healthenv/postazioni/all';
const ADD = '/api/healthenv/postazione/add';
const put = (id: number) => `/api/healthenv/postazioni/${id}`;
const del = (id: number) => `/api/healthenv/postazioni/delete/${id}`;

function api(first: Route[] = [], active?: Postazione[]) {
  return stubFetch(...first, postazioniRead(active), ...territoryReads());
}

const render = (session = adminSession, url = '/healthenv/postazioni') =>
  renderHealthenv(<HealthenvPostazioni />, url, session);

const table = () => screen.findByRole('table', { name: 'Elenco delle postazioni' });

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function rowOf(name: string) {
  return within(await table())
    .getByText(name)
    .closest('tr') as HTMLElement;
}

describe('HealthenvPostazioni: the monitoring stations', () => {
  it('lists the stations by name with their comune, type and area in words and the pollutants of their sensors', async () => {
    api();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Postazioni di monitoraggio' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Postazioni di monitoraggio/);
    const crumbs = screen.getByRole('navigation', { name: 'Percorso nella gerarchia' });
    expect(within(crumbs).getByRole('link', { name: 'Ambiente e salute' })).toHaveAttribute(
      'href',
      '/healthenv',
    );
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      'IT1771A',
      'Milano - Pascal Città Studi',
      'Milano (MI)',
      'Fondo, urbana',
      'O3C6H6',
      'Attiva',
      'ModificaElimina',
    ]);
    expect(cells(rows[2] as HTMLElement)[0]).toBe('IT1016A');
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Milano - Senato' })).toHaveAttribute(
      'href',
      '/healthenv/postazioni/1',
    );
    expect(within(rows[2] as HTMLElement).getByTitle('Biossido di azoto (NO₂)')).toHaveTextContent('NO2');
    expect(screen.getByText('2 postazioni')).toBeInTheDocument();
  });

  it('finds stations by code, name or comune, and filters by region and type', async () => {
    api([], [senato, pascal, { ...caldarola, archiviata: null }]);
    render();
    await table();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Cerca per nome, codice o comune' }),
      'it1016',
    );
    await waitFor(() => expect(screen.getByText('1 postazione')).toBeInTheDocument());
    expect(await rowOf('Milano - Senato')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Cerca per nome, codice o comune' }));
    await waitFor(() => expect(screen.getByText('3 postazioni')).toBeInTheDocument());

    await userEvent.selectOptions(screen.getByLabelText('Regione'), 'Puglia');
    expect(screen.getByText('1 postazione')).toBeInTheDocument();
    expect(await rowOf('Bari - Caldarola')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Tipo di stazione'), 'Fondo');
    expect(screen.getByText('Nessuna postazione corrisponde alla ricerca.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Regione'), 'Tutte le regioni');
    expect(await rowOf('Milano - Pascal Città Studi')).toBeInTheDocument();
    expect(screen.getByText('1 postazione')).toBeInTheDocument();
  });

  it('shows the archived stations on request, marked in words', async () => {
    const fetch = api();
    render();
    await table();
    expect(screen.queryByText('Bari - Caldarola')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Mostra anche le archiviate'));
    const row = await rowOf('Bari - Caldarola');
    expect(within(row).getByText('Archiviata il 12/03/24')).toBeInTheDocument();
    expect(fetch.urls()).toContain(`${LIST}?archiviate=true`);
  });

  it('offers the writes to operators too, and none to someone without a role in the application', async () => {
    api();
    const { unmount } = render(operatoreSession);
    await table();
    expect(screen.getByRole('button', { name: 'Nuova postazione' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elimina Milano - Senato' })).toBeInTheDocument();
    unmount();

    api();
    render(strangerSession);
    const rows = within(await table()).getAllByRole('row');
    expect(cells(rows[1] as HTMLElement)).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Nuova postazione' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Modifica/ })).not.toBeInTheDocument();
  });

  it('says so when there are no stations, and when they cannot be read', async () => {
    api([], []);
    const { unmount } = render();
    expect(await screen.findByText('Nessuna postazione registrata.')).toBeInTheDocument();
    unmount();

    stubFetch(on('GET', LIST, () => errorBody(500, 'Errore interno del server.')));
    render();
    expect(await screen.findByText('Non è stato possibile leggere le postazioni.')).toBeInTheDocument();
    expect(alertStore.list().map((a) => a.message)).toEqual(['Errore interno del server.']);
  });

  it('creates a station with its sensors: the comune from the picker, the unit from the pollutant, server errors under their fields', async () => {
    let attempts = 0;
    const created: Postazione = {
      ...senato,
      id: 9,
      codice: 'IT2222A',
      nome: 'Viale Liguria',
      nomeCompleto: 'Milano - Viale Liguria',
    };
    const fetch = api([
      on('POST', ADD, () => {
        attempts += 1;
        return attempts === 1
          ? errorBody(409, healthenvMessages.sensoreTaken, [
              { path: 'body.sensori.0.codice', message: healthenvMessages.sensoreTaken },
              { path: 'body.lat', message: 'Latitudine non plausibile per il comune.' },
            ])
          : json(created, 201);
      }),
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuova postazione' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuova postazione' });
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Crea la postazione' }));
    expect(await d.findByText(/Controllare i dati inseriti/)).toBeInTheDocument();
    // In the list above the form and under the picker.
    expect(d.getAllByText('Indicare il comune.')).toHaveLength(2);
    expect(attempts).toBe(0);

    await userEvent.type(d.getByLabelText('Codice della stazione *'), 'it2222a');
    await userEvent.type(d.getByLabelText('Nome *'), 'Viale Liguria');
    await userEvent.type(d.getByLabelText('Latitudine *'), '45,4437');
    await userEvent.type(d.getByLabelText('Longitudine *'), '9,1675');
    await userEvent.selectOptions(d.getByLabelText('Regione'), 'Lombardia');
    await userEvent.selectOptions(
      await d.findByLabelText('Provincia'),
      await d.findByRole('option', { name: 'Milano' }),
    );
    await d.findByRole('option', { name: 'Sesto San Giovanni' });
    await userEvent.selectOptions(d.getByLabelText('Comune'), String(milano.id));
    expect(d.getByText('Comune scelto: Milano (codice ISTAT 015146).')).toBeInTheDocument();
    await userEvent.selectOptions(d.getByLabelText('Tipo di stazione *'), 'Traffico');
    await userEvent.selectOptions(d.getByLabelText('Zona *'), 'Urbana');
    await userEvent.type(d.getByLabelText('Gestore *'), 'ARPA Lombardia');
    await userEvent.click(d.getByRole('button', { name: 'Aggiungi un sensore' }));
    const sensor = within(d.getByRole('group', { name: 'Sensore 1' }));
    expect(sensor.getByLabelText('Unità di misura')).toHaveValue('—');
    // The code beside a pollutant's name only where the name does not show it already.
    const options = within(sensor.getByLabelText('Inquinante *'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['PM10', 'PM2,5', 'Biossido di azoto (NO₂)', 'Benzene (C6H6)']),
    );
    await userEvent.selectOptions(sensor.getByLabelText('Inquinante *'), 'CO');
    expect(sensor.getByLabelText('Unità di misura')).toHaveValue('mg/m³');
    await userEvent.type(sensor.getByLabelText('Codice del sensore'), '10273');
    await userEvent.click(d.getByRole('button', { name: 'Crea la postazione' }));

    const codice = sensor.getByLabelText('Codice del sensore');
    await waitFor(() =>
      expect(codice).toHaveAccessibleDescription(expect.stringContaining(healthenvMessages.sensoreTaken)),
    );
    expect(d.getByLabelText('Latitudine *')).toHaveAccessibleDescription(
      'Latitudine non plausibile per il comune. Gradi decimali, ad esempio 45,4642.',
    );
    expect(d.getByRole('alert')).toHaveTextContent(healthenvMessages.sensoreTaken);

    await userEvent.clear(codice);
    await userEvent.click(d.getByRole('button', { name: 'Crea la postazione' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Postazione Milano - Viale Liguria (IT2222A) creata.',
    );
    const sent = fetch.bodies('POST', ADD);
    expect(sent[1]).toEqual({
      codice: 'IT2222A',
      nome: 'Viale Liguria',
      lat: 45.4437,
      lon: 9.1675,
      altitudine: null,
      codiceIstatComune: '015146',
      tipo: 'traffic',
      zona: 'urban',
      zonaQualitaAria: null,
      gestore: 'ARPA Lombardia',
      codiceGestore: null,
      attivaDal: null,
      attivaAl: null,
      sensori: [{ inquinante: 'CO', nomeFonte: null, attivoDal: null, attivoAl: null }],
    });
  });

  it('edits a station with its version: kept sensors by id, a new one without, the refusal to remove one with records', async () => {
    let puts = 0;
    const fetch = api([
      on('PUT', put(senato.id), () => {
        puts += 1;
        return puts === 1
          ? errorBody(409, healthenvMessages.sensoreConMonitoraggi, [
              { path: 'body.sensori', message: healthenvMessages.sensoreConMonitoraggi },
            ])
          : json({ ...senato, version: 4 });
      }),
    ]);
    render(operatoreSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica Milano - Senato' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifica Milano - Senato' });
    const d = within(dialog);
    expect(d.getByLabelText('Codice della stazione')).toHaveValue('IT1016A');
    expect(d.getByLabelText('Codice della stazione')).toHaveAttribute('readonly');
    expect(d.getByText('Comune scelto: Milano (codice ISTAT 015146).')).toBeInTheDocument();
    const first = within(d.getByRole('group', { name: 'Sensore 1' }));
    // The pollutant of a saved sensor is shown, not chosen.
    expect(first.getByLabelText('Inquinante')).toHaveValue('PM10');
    expect(first.queryByRole('combobox')).not.toBeInTheDocument();

    await userEvent.click(d.getByRole('button', { name: 'Togli il sensore 2' }));
    await userEvent.click(d.getByRole('button', { name: 'Aggiungi un sensore' }));
    await userEvent.selectOptions(
      within(d.getByRole('group', { name: 'Sensore 2' })).getByLabelText('Inquinante *'),
      'O3',
    );
    await userEvent.click(d.getByRole('button', { name: 'Salva' }));
    expect(await d.findAllByText(healthenvMessages.sensoreConMonitoraggi)).not.toHaveLength(0);
    expect(puts).toBe(1);

    await userEvent.click(d.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Postazione Milano - Senato salvata.');
    expect(fetch.bodies('PUT', put(senato.id))[0]).toEqual({
      nome: 'Milano - Senato',
      lat: 45.470499,
      lon: 9.19746,
      altitudine: 120,
      codiceIstatComune: '015146',
      tipo: 'traffic',
      zona: 'urban',
      zonaQualitaAria: 'IT0306',
      gestore: 'ARPA Lombardia',
      codiceGestore: '548',
      attivaDal: '2007-01-01',
      attivaAl: null,
      sensori: [
        {
          id: 11,
          inquinante: 'PM10',
          codice: '10273',
          nomeFonte: 'Milano - Senato PM10',
          attivoDal: '2007-01-01',
          attivoAl: null,
        },
        { inquinante: 'O3', nomeFonte: null, attivoDal: null, attivoAl: null },
      ],
      version: 3,
    });
  });

  it('offers to archive a station the server will not delete because it has records, and says the data stays', async () => {
    const fetch = api([
      on('DELETE', del(senato.id), (url) =>
        url.searchParams.get('archivia') === 'true'
          ? json({ message: healthenvMessages.archiviata })
          : errorBody(409, healthenvMessages.conMonitoraggi, [
              { path: 'monitoraggi', message: '730 monitoraggi registrati' },
            ]),
      ),
    ]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina Milano - Senato' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare la postazione?' });
    expect(dialog).toHaveTextContent('Eliminare la postazione Milano - Senato (IT1016A) con i suoi sensori?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));

    const archive = await screen.findByRole('dialog', { name: 'Archiviare la postazione?' });
    expect(archive).toHaveTextContent('La postazione ha monitoraggi registrati: non si può eliminare.');
    expect(archive).toHaveTextContent('730 monitoraggi registrati');
    expect(archive).toHaveTextContent('i suoi monitoraggi restano registrati e consultabili');
    await userEvent.click(within(archive).getByRole('button', { name: 'Archivia' }));
    await waitFor(() => expect(archive).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(healthenvMessages.archiviata);
    expect(fetch.urls().filter((u) => u.startsWith(del(senato.id)))).toEqual([
      del(senato.id),
      `${del(senato.id)}?archivia=true`,
    ]);
  });

  it("deletes a station without records with the server's message", async () => {
    api([on('DELETE', del(pascal.id), () => json({ message: healthenvMessages.eliminata }))]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina Milano - Pascal Città Studi' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare la postazione?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Postazione eliminata.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Monitoring stations' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'List of stations' })).getAllByRole('row');
    expect(cells(rows[1] as HTMLElement)).toEqual([
      'IT1771A',
      'Milano - Pascal Città Studi',
      'Milano (MI)',
      'Background, urban',
      'O3C6H6',
      'Active',
      'EditDelete',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'New station' }));
    expect(screen.getByRole('dialog', { name: 'New station' })).toHaveTextContent(
      'Each sensor measures one pollutant',
    );
  });
});
