import { type ConnessioneFhir, fhirMessages, type MessaggioFhir } from '@halo/contract/integration-fhir';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { logItemOf, renderIntegration } from '../shared/integration.test-utils.tsx';
import { IntegrationFhir } from './fhir.screen.tsx';

const CONNECTIONS = '/api/v1/integration/fhir/connections';
const JWKS_URL = 'https://halo.example.it/api/v1/integration/fhir/jwks.json';
const KID = 'pK3XhZQ2y8Qm7l0oVtY4B8sQbq5cFzW9uN1rJd6eHaA';

const render = (url = '/integrazioni/fhir') => renderIntegration(<IntegrationFhir />, url);

const connessione = (id: number, nome: string, changes: Partial<ConnessioneFhir> = {}): ConnessioneFhir => ({
  id,
  nome,
  baseUrl: `https://${nome.toLowerCase()}.example.it/fhir`,
  autenticazione: { tipo: 'nessuna' },
  risorse: ['Appointment'],
  attiva: true,
  version: 1,
  creataIl: '2026-11-20T09:00:00.000Z',
  aggiornataIl: '2026-11-20T09:00:00.000Z',
  messaggi: { pending: 0, sent: 0, failed: 0, parked: 0 },
  ultimoInvio: null,
  ...changes,
});

const messaggio = (
  id: number,
  stato: MessaggioFhir['stato'],
  changes: Partial<MessaggioFhir> = {},
): MessaggioFhir => ({
  ...logItemOf(id),
  risorsa: 'Appointment',
  istante: '2026-11-28T10:15:00.000Z',
  stato,
  tentativi: stato === 'pending' ? 0 : 2,
  ultimoStato: stato === 'sent' ? 200 : stato === 'pending' ? null : 500,
  ultimoEsito: stato === 'sent' ? 'HTTP 200' : stato === 'pending' ? null : 'HTTP 500',
  outcome:
    stato === 'failed' || stato === 'parked'
      ? {
          resourceType: 'OperationOutcome',
          issue: [{ severity: 'error', code: 'exception', diagnostics: 'Archivio non disponibile.' }],
        }
      : null,
  inviato: stato === 'sent' ? '2026-11-28T10:15:05.000Z' : null,
  prossimoTentativo:
    stato === 'failed' ? '2026-11-28T10:20:00.000Z' : stato === 'pending' ? '2026-11-28T10:15:00.000Z' : null,
  ...changes,
});

const regione = connessione(1, 'Regione', {
  autenticazione: { tipo: 'bearer', tokenImpostato: true },
  risorse: ['Appointment', 'RiskAssessment'],
  messaggi: { pending: 1, sent: 40, failed: 2, parked: 1 },
  ultimoInvio: '2026-11-28T10:15:05.000Z',
});
const registro = connessione(2, 'Registro', {
  attiva: false,
  autenticazione: {
    tipo: 'smart',
    clientId: 'halo-registro',
    tokenUrl: null,
    scope: 'system/*.write',
    kid: KID,
    jwksUrl: JWKS_URL,
    chiaveCreataIl: '2026-11-20T09:00:00.000Z',
  },
});

const listRoute = (rows: () => ConnessioneFhir[]) =>
  on('GET', CONNECTIONS, (url) => {
    const attiva = url.searchParams.get('attiva');
    const items = rows().filter((c) => attiva === null || String(c.attiva) === attiva);
    return json({ items, total: items.length, page: 1, size: 20 });
  });

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('IntegrationFhir', () => {
  it('lists the connections with their authentication, resources, state and messages, filtered by state', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(listRoute(() => [regione, registro]));
    const { router } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Adattatore FHIR' })).toBeInTheDocument();
    const row = within(await screen.findByRole('row', { name: /^Regione/ }));
    expect(row.getByText('https://regione.example.it/fhir')).toBeInTheDocument();
    expect(row.getByText('Token bearer')).toBeInTheDocument();
    expect(row.getByText('Appuntamenti (prenotazioni)')).toBeInTheDocument();
    expect(row.getByText("Punteggi di rischio (cura dell'ictus)")).toBeInTheDocument();
    expect(row.getByText('Attiva')).toBeInTheDocument();
    expect(row.getByText('Ultimo invio il 28/11/26, 11:15')).toBeInTheDocument();
    expect(row.getByText('1 messaggio in coda')).toBeInTheDocument();
    expect(row.getByText('2 messaggi rifiutati, si ritentano')).toBeInTheDocument();
    expect(row.getByText('1 messaggio sospeso, da reinviare')).toBeInTheDocument();
    // Only a SMART connection has keys to replace.
    expect(screen.queryByRole('button', { name: 'Nuova coppia di chiavi per Regione' })).toBeNull();
    const smart = within(rowOf('Registro'));
    expect(smart.getByText('SMART Backend Services')).toBeInTheDocument();
    expect(smart.getByText('Client: halo-registro')).toBeInTheDocument();
    expect(smart.getByText('Sospesa')).toBeInTheDocument();
    expect(smart.getByText('Nessun invio riuscito')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Stato'), 'Sospese');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Regione' })).toBeNull());
    expect(fetch.urlsTo(CONNECTIONS).at(-1)).toBe(`${CONNECTIONS}?sort=nome&page=1&size=20&attiva=false`);
    expect(router.state.location.search).toBe('?attive=no');
  });

  it('creates a connection with a bearer token, the token sent and never shown again', async () => {
    const user = userEvent.setup();
    let rows: ConnessioneFhir[] = [];
    const created = connessione(3, 'Ospedale', { autenticazione: { tipo: 'bearer', tokenImpostato: true } });
    const fetch = stubFetch(
      listRoute(() => rows),
      on('POST', CONNECTIONS, () => {
        rows = [created];
        return json(created, 201);
      }),
    );
    render();
    expect(await screen.findByText('Nessuna connessione.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuova connessione' }));
    const form = await screen.findByRole('dialog', { name: 'Nuova connessione FHIR' });
    await user.type(within(form).getByLabelText('Nome *'), 'Ospedale');
    await user.type(
      within(form).getByLabelText('Indirizzo del server FHIR *'),
      'https://ospedale.example.it/fhir/',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Appuntamenti (prenotazioni)' }));
    expect(within(form).queryByLabelText(/^Token/)).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Autenticazione *'), 'Token bearer');
    const token = within(form).getByLabelText('Token *');
    expect(token).toHaveAttribute('type', 'password');
    await user.type(token, 'segreto-123');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Connessione Ospedale creata.')).toBeInTheDocument();
    expect(fetch.bodies('POST', CONNECTIONS)).toEqual([
      {
        nome: 'Ospedale',
        baseUrl: 'https://ospedale.example.it/fhir',
        risorse: ['Appointment'],
        autenticazione: { tipo: 'bearer', token: 'segreto-123' },
        attiva: true,
      },
    ]);
    expect(await screen.findByRole('cell', { name: 'Ospedale' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('segreto-123')).toBeNull();
  });

  it('edits a bearer connection keeping its token, and shows the server’s refusal under its field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const fetch = stubFetch(
      listRoute(() => [regione]),
      on('PUT', `${CONNECTIONS}/1`, (_url, body) => {
        if (refuse) {
          refuse = false;
          return errorBody(400, 'Dati non validi.', [
            { path: 'body.autenticazione.token', message: fhirMessages.tokenRequired },
          ]);
        }
        return json({ ...regione, ...(body as object), autenticazione: regione.autenticazione, version: 2 });
      }),
    );
    render();
    await screen.findByRole('cell', { name: 'Regione' });
    await user.click(screen.getByRole('button', { name: 'Modifica Regione' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica la connessione Regione' });
    const token = within(form).getByLabelText('Token');
    expect(token).toHaveValue('');
    expect(token).toHaveAccessibleDescription(/Lasciare vuoto per mantenere il token attuale/);
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(token).toHaveAccessibleDescription(/Inserire il token/));
    expect(token).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Connessione Regione salvata.')).toBeInTheDocument();
    expect(fetch.bodies('PUT', `${CONNECTIONS}/1`)[1]).toEqual({
      version: 1,
      nome: 'Regione',
      baseUrl: regione.baseUrl,
      risorse: ['Appointment', 'RiskAssessment'],
      autenticazione: { tipo: 'bearer', token: '' },
      attiva: true,
    });
  });

  it('shows a SMART connection’s JWKS address and key id to register, and makes a new key pair after asking', async () => {
    const user = userEvent.setup();
    const rotated = { ...registro.autenticazione, kid: 'nuova-chiave' };
    const fetch = stubFetch(
      listRoute(() => [registro]),
      on('POST', `${CONNECTIONS}/2/keys`, () => json({ ...registro, autenticazione: rotated })),
    );
    render();
    await screen.findByRole('cell', { name: 'Registro' });
    await user.click(screen.getByRole('button', { name: 'Modifica Registro' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica la connessione Registro' });
    expect(within(form).getByLabelText('Client ID *')).toHaveValue('halo-registro');
    expect(within(form).getByLabelText('Token endpoint')).toHaveValue('');
    expect(within(form).getByLabelText('Scope *')).toHaveValue('system/*.write');
    expect(within(form).getByLabelText('Indirizzo JWKS')).toHaveValue(JWKS_URL);
    expect(within(form).getByLabelText('Id della chiave (kid)')).toHaveValue(KID);
    await user.click(within(form).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Nuova coppia di chiavi per Registro' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nuova coppia di chiavi' });
    expect(within(confirm).getByText('Registro').tagName).toBe('STRONG');
    expect(fetch.calls()).not.toContain(`POST ${CONNECTIONS}/2/keys`);
    await user.click(within(confirm).getByRole('button', { name: 'Genera nuova coppia di chiavi' }));
    expect(
      await screen.findByText('Nuova coppia di chiavi per Registro: id nuova-chiave.'),
    ).toBeInTheDocument();
  });

  it('tests a connection and announces what the server answered, or why it failed', async () => {
    const user = userEvent.setup();
    let answer: object = {
      ok: true,
      stato: 200,
      fhirVersion: '4.0.1',
      software: 'HAPI FHIR 7.4',
      errore: null,
      outcome: null,
    };
    stubFetch(
      listRoute(() => [regione]),
      on('POST', `${CONNECTIONS}/1/test`, () => json(answer)),
    );
    render();
    await screen.findByRole('cell', { name: 'Regione' });
    await user.click(screen.getByRole('button', { name: 'Prova connessione Regione' }));
    expect(
      await screen.findByText('Connessione a Regione riuscita: FHIR 4.0.1, HAPI FHIR 7.4.'),
    ).toBeInTheDocument();
    answer = {
      ok: false,
      stato: 401,
      fhirVersion: null,
      software: null,
      errore: 'Il server ha risposto HTTP 401.',
      outcome: {
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error', code: 'login', diagnostics: 'Token scaduto.' }],
      },
    };
    await user.click(screen.getByRole('button', { name: 'Prova connessione Regione' }));
    const alert = await screen.findByText(
      'Connessione a Regione non riuscita: Il server ha risposto HTTP 401. Token scaduto.',
    );
    expect(alert.closest('[role="alert"]') ?? alert.closest('[role="status"]')).not.toBeNull();
  });

  it('shows the log of messages with the OperationOutcome of a refusal, filters it and sends one again', async () => {
    const user = userEvent.setup();
    let parked = messaggio(2, 'parked', { tipo: 'it.halo.calendar.booking.cancelled' });
    const fetch = stubFetch(
      listRoute(() => [regione]),
      on('GET', `${CONNECTIONS}/1/messages`, (url) => {
        const stato = url.searchParams.get('stato');
        const items = [messaggio(3, 'failed'), parked, messaggio(1, 'sent')].filter(
          (m) => !stato || m.stato === stato,
        );
        return json({ items, total: items.length, page: 1, size: 20 });
      }),
      on('POST', `${CONNECTIONS}/1/messages/2/resend`, () => {
        parked = { ...parked, stato: 'pending', prossimoTentativo: '2026-11-28T11:00:00.000Z' };
        return json(parked);
      }),
    );
    const { router } = render();
    await screen.findByRole('cell', { name: 'Regione' });
    await user.click(screen.getByRole('button', { name: 'Messaggi di Regione' }));
    const table = await screen.findByRole('table', { name: 'Messaggi di Regione, i più recenti prima' });
    expect(router.state.location.search).toBe('?messaggi=1');
    const failed = within(await within(table).findByRole('row', { name: /prenotazioni\/3/ }));
    expect(failed.getByText('Rifiutato, si ritenta')).toBeInTheDocument();
    expect(failed.getByText('error exception: Archivio non disponibile.')).toBeInTheDocument();
    expect(failed.getByText('Prossimo tentativo il 28/11/26, 11:20')).toBeInTheDocument();
    // Only what is out of the queue goes again.
    expect(screen.queryByRole('button', { name: 'Reinvia Appointment di prenotazioni/3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reinvia Appointment di prenotazioni/1' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Stato dei messaggi'), 'Sospeso');
    await waitFor(() => expect(within(table).queryByText('prenotazioni/3')).toBeNull());
    expect(fetch.urlsTo(`${CONNECTIONS}/1/messages`).at(-1)).toBe(
      `${CONNECTIONS}/1/messages?page=1&size=20&stato=parked`,
    );
    await user.click(screen.getByRole('button', { name: 'Reinvia Appointment di prenotazioni/2' }));
    expect(await screen.findByText('Messaggio di prenotazioni/2 rimesso in coda.')).toBeInTheDocument();
    expect(fetch.calls()).toContain(`POST ${CONNECTIONS}/1/messages/2/resend`);

    await user.click(screen.getByRole('button', { name: 'Chiudi il registro' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: /^Messaggi di Regione/ })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('deletes a connection after asking', async () => {
    const user = userEvent.setup();
    let rows = [regione, registro];
    const fetch = stubFetch(
      listRoute(() => rows),
      on('DELETE', `${CONNECTIONS}/2`, () => {
        rows = [regione];
        return json({ id: 2, messaggiEliminati: 3 });
      }),
    );
    render();
    await screen.findByRole('cell', { name: 'Registro' });
    await user.click(screen.getByRole('button', { name: 'Elimina Registro' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/anche il registro dei suoi messaggi/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Connessione Registro eliminata.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Registro' })).toBeNull());
    expect(fetch.calls()).toContain(`DELETE ${CONNECTIONS}/2`);
  });

  it('shows everything in English', async () => {
    stubFetch(
      listRoute(() => [regione]),
      on('GET', `${CONNECTIONS}/1/messages`, () => json({ items: [], total: 0, page: 1, size: 20 })),
    );
    await setLanguage('en');
    render('/integrazioni/fhir?messaggi=1');
    expect(screen.getByRole('heading', { level: 1, name: 'FHIR adapter' })).toBeInTheDocument();
    expect(await screen.findByText('Appointments (bookings)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New connection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test connection Regione' })).toHaveTextContent(
      'Test connection',
    );
    expect(screen.getByRole('heading', { name: 'Messages of Regione' })).toBeInTheDocument();
    expect(await screen.findByText('No messages.')).toBeInTheDocument();
    expect(screen.queryByText(/^(Connessioni|Nuova connessione|Attiva|Messaggi)$/)).toBeNull();
  });
});
