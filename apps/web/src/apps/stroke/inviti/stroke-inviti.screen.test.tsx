import { strokeMessages } from '@halo/contract';
import { strokeInvitiRoutes } from '@halo/contract/stroke/inviti';
import { strokeMediciRoutes } from '@halo/contract/stroke/medici';
import { strokeProfiloRoutes } from '@halo/contract/stroke/profilo';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { bodyRows } from '../../../test/table.ts';
import {
  bianchi,
  invitiBianchi,
  invitoRossi,
  profiloBianchi,
  renderStroke,
  verdi,
} from '../medici/medici.test-utils.tsx';
import { adminSession, medicoSession } from '../stroke.test-utils.ts';
import { StrokeInviti } from './stroke-inviti.screen.tsx';

const PROFILE = strokeProfiloRoutes.profilo.url;
const DOCTORS = strokeMediciRoutes.medici.url;
const invitationsOf = (id: number) => fillPath(strokeInvitiRoutes.invitiMedico.url, { id });
const resend = (id: number) => fillPath(strokeInvitiRoutes.reinvia.url, { id });

function api(...first: Route[]) {
  return stubFetch(
    ...first,
    on('GET', PROFILE, () => json(profiloBianchi)),
    on('GET', DOCTORS, () => json([verdi, bianchi])),
    on('GET', invitationsOf(bianchi.id), () => json(invitiBianchi)),
    on('GET', invitationsOf(verdi.id), () => json([verdi.invito])),
  );
}

describe('StrokeInviti: a doctor reads their own invitations', () => {
  it('lists the one received and those sent to patients, newest first, with state in words and dates in Rome time', async () => {
    const fetch = api();
    renderStroke(<StrokeInviti />, '/stroke/inviti', medicoSession);
    expect(screen.getByRole('heading', { level: 1, name: 'Inviti' })).toBeInTheDocument();
    expect(screen.getByText(/Gli inviti che hai ricevuto e quelli che hai inviato/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'I tuoi inviti' });
    expect(screen.getByRole('heading', { level: 2, name: 'I tuoi inviti' })).toBeInTheDocument();
    expect(bodyRows(table)).toEqual([
      [
        'Mario Rossimario.rossi@example.org',
        'Paziente',
        "Stato dell'invito: Inviato",
        '20/11/26, 15:30',
        '—',
        '—',
        '27/11/26, 15:30',
        'Invia di nuovo',
      ],
      [
        'Lucia Ferrilucia.ferri@example.org',
        'Paziente',
        "Stato dell'invito: Link aperto",
        '15/11/26, 09:00',
        '16/11/26, 19:45',
        '—',
        '22/11/26, 09:00',
        '',
      ],
      [
        'Mario Rossimario.rossi@example.org',
        'Paziente',
        "Stato dell'invito: Revocato",
        '10/11/26, 10:00',
        '—',
        '—',
        '17/11/26, 10:00',
        '',
      ],
      [
        'Giulia Bianchigiulia.bianchi@example.org',
        'Medico',
        "Stato dell'invito: Accettato",
        '02/11/26, 10:00',
        '02/11/26, 11:15',
        '03/11/26, 09:30',
        '09/11/26, 10:00',
        '',
      ],
    ]);
    // What each state means, in words.
    expect(screen.getByText('Gli stati di un invito')).toBeInTheDocument();
    // A doctor has no choice of doctor, and their id comes from their profile.
    expect(screen.queryByRole('combobox', { name: 'Medico' })).not.toBeInTheDocument();
    expect(fetch.calls()).toEqual([`GET ${PROFILE}`, `GET ${invitationsOf(bianchi.id)}`]);
  });

  it('sends an invitation again and shows the new one; a refusal stays above the table', async () => {
    let sent = false;
    const fresh = { ...invitoRossi, id: 25, inviatoIl: '2026-11-25T08:00:00.000Z' };
    const fetch = api(
      on('POST', resend(invitoRossi.id), () => {
        sent = true;
        return json(fresh);
      }),
      // Accepted meanwhile: the list the user sees is not the server's any more.
      on('POST', resend(fresh.id), () => errorBody(409, strokeMessages.notResendable)),
      on('GET', invitationsOf(bianchi.id), () =>
        json(
          sent
            ? [
                ...invitiBianchi.filter((i) => i.id !== invitoRossi.id),
                { ...invitoRossi, stato: 'revocato', reinviabile: false },
                fresh,
              ]
            : invitiBianchi,
        ),
      ),
    );
    renderStroke(<StrokeInviti />, '/stroke/inviti', medicoSession);
    const table = await screen.findByRole('table', { name: 'I tuoi inviti' });
    await userEvent.click(
      within(table).getByRole('button', { name: "Invia di nuovo l'invito a Mario Rossi" }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nuovo invito inviato a mario.rossi@example.org: il link precedente non è più valido.',
    );
    await waitFor(() => expect(within(table).getAllByText(/Revocato/)).toHaveLength(2));
    expect(within(table).getByText('25/11/26, 09:00')).toBeInTheDocument();

    await userEvent.click(
      within(table).getByRole('button', { name: "Invia di nuovo l'invito a Mario Rossi" }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(strokeMessages.notResendable);
    // The refusal is the table's to show: no global alert besides it.
    expect(alertStore.list()).toEqual([]);
    expect(fetch.calls().filter((c) => c.startsWith('POST'))).toEqual([
      `POST ${resend(invitoRossi.id)}`,
      `POST ${resend(fresh.id)}`,
    ]);
  });

  it('says so when the account has no doctor profile', async () => {
    const fetch = api(
      on('GET', PROFILE, () => json({ ...profiloBianchi, ruoli: ['paziente'], medico: null })),
    );
    renderStroke(<StrokeInviti />, '/stroke/inviti', medicoSession);
    expect(await screen.findByText(/Il tuo account non ha un profilo di medico/)).toBeInTheDocument();
    expect(fetch.calls()).toEqual([`GET ${PROFILE}`]);
  });

  it('says so when the profile or the invitations cannot be read, with the global alert', async () => {
    api(on('GET', PROFILE, () => errorBody(500, 'Errore interno del server.')));
    const { unmount } = renderStroke(<StrokeInviti />, '/stroke/inviti', medicoSession);
    expect(await screen.findByText(/Non è stato possibile leggere il tuo profilo/)).toBeInTheDocument();
    expect(alertStore.list().map((a) => a.message)).toEqual(['Errore interno del server.']);
    unmount();

    api(on('GET', invitationsOf(bianchi.id), () => new Response('', { status: 502 })));
    renderStroke(<StrokeInviti />, '/stroke/inviti', medicoSession);
    expect(await screen.findByText(/Non è stato possibile leggere gli inviti/)).toBeInTheDocument();
    expect(alertStore.list().map((a) => a.message)).toEqual(['Errore durante il recupero degli inviti.']);
  });
});

describe('StrokeInviti: the admin chooses a doctor', () => {
  it('lists the doctors to choose from, then shows the invitations of the one chosen, kept in the address', async () => {
    const fetch = api();
    const { router } = renderStroke(<StrokeInviti />, '/stroke/inviti', adminSession);
    expect(screen.getByText(/Gli inviti di un medico/)).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Medico' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Scegliere un medico', 'Giulia Bianchi (Neurologia)', 'Luca Verdi']);
    expect(screen.getByText('Scegliere un medico per vederne gli inviti.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.selectOptions(select, 'Luca Verdi');
    const table = await screen.findByRole('table', { name: 'Inviti di Luca Verdi' });
    expect(router.state.location.search).toBe('?medico=4');
    expect(bodyRows(table)[0]?.[2]).toBe("Stato dell'invito: Scaduto");
    expect(
      within(table).getByRole('button', { name: "Invia di nuovo l'invito a Luca Verdi" }),
    ).toBeInTheDocument();
    // The admin's view needs no profile.
    expect(fetch.calls()).not.toContain(`GET ${PROFILE}`);

    await userEvent.selectOptions(select, 'Scegliere un medico');
    expect(await screen.findByText('Scegliere un medico per vederne gli inviti.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens on the doctor the address names, and says when that doctor no longer exists', async () => {
    api();
    const { unmount } = renderStroke(<StrokeInviti />, '/stroke/inviti?medico=3', adminSession);
    expect(await screen.findByRole('table', { name: 'Inviti di Giulia Bianchi' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Medico' })).toHaveValue('3');
    unmount();

    api();
    renderStroke(<StrokeInviti />, '/stroke/inviti?medico=99', adminSession);
    expect(await screen.findByText(/Medico non trovato/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Medico' })).toHaveValue('');
  });

  it('says so when the service has no doctors yet', async () => {
    api(on('GET', DOCTORS, () => json([])));
    renderStroke(<StrokeInviti />, '/stroke/inviti', adminSession);
    expect(await screen.findByText(/Nessun medico nel servizio/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Medico' })).not.toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api();
    renderStroke(<StrokeInviti />, '/stroke/inviti?medico=3', adminSession);
    expect(screen.getByRole('heading', { level: 1, name: 'Invitations' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Invitations of Giulia Bianchi' });
    expect(within(table).getByText('Link opened')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Expires on' })).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Send the invitation to Mario Rossi again' }),
    ).toBeInTheDocument();
  });
});
