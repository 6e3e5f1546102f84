import { strokeMessages } from '@halo/contract';
import type { Paziente } from '@halo/contract/stroke/pazienti';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { alertStore } from '../../../shell/alerts/alert.store.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { adminSession, medicoSession } from '../stroke.test-utils.ts';
import { bianchi, neri, paths, renderStroke, rossi, verdi } from './pazienti.test-utils.tsx';

/** 23 more patients of Giulia Bianchi, so that the list has two pages of 20. */
const others: Paziente[] = Array.from({ length: 23 }, (_, i) => ({
  ...verdi,
  id: 100 + i,
  nome: `Paziente ${i + 1}`,
  cognome: `Zeta ${String(i + 1).padStart(2, '0')}`,
  invito: null,
}));

/** The server's search: `q` on the names, `medico`, a page of `size`. */
function api(first: Route[] = [], all: Paziente[] = [rossi, verdi]) {
  return stubFetch(
    ...first,
    on('GET', paths.list, (url) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const medico = url.searchParams.get('medico');
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      const found = all.filter(
        (p) =>
          (!q || `${p.nome} ${p.cognome}`.toLowerCase().includes(q)) &&
          (!medico || String(p.medico.id) === medico),
      );
      return json({ items: found.slice((page - 1) * size, page * size), total: found.length, page, size });
    }),
    on('GET', paths.medici, () => json([bianchi, neri])),
  );
}

const table = () => screen.findByRole('table', { name: 'Elenco dei pazienti' });

describe('StrokePazienti: the doctor’s patients', () => {
  it('lists them with age, open alerts and invitation in words, and each surname opens the card', async () => {
    api([], [{ ...rossi, allerteAperte: 2 }, verdi]);
    renderStroke('/stroke/pazienti', medicoSession);
    expect(screen.getByRole('heading', { level: 1, name: 'Pazienti' })).toBeInTheDocument();
    const list = await table();
    const link = within(list).getByRole('link', { name: 'Rossi Mario' });
    expect(link).toHaveAttribute('href', '/stroke/pazienti/7');
    const row = link.closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Rossi Mario',
      'Mario',
      '12/03/1950 (76 anni)',
      'Maschio',
      'RSSMRA50C12L219X',
      '2 allerte in corso',
      "Stato dell'invito: Accesso eseguito",
    ]);
    const verdiRow = within(list).getByRole('link', { name: 'Verdi Anna' }).closest('tr') as HTMLElement;
    expect(verdiRow).toHaveTextContent('Invito inviato');
    expect(verdiRow).toHaveTextContent('Nessuna');
    expect(verdiRow).toHaveTextContent('—');
    // A doctor sees their own patients: no doctor's column, no doctor's filter.
    expect(within(list).queryByRole('columnheader', { name: 'Medico' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Medico' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 pazienti trovati.');
  });

  it('keeps search, order and page in the address and asks the server for them', async () => {
    const fetch = api([], [rossi, verdi, ...others]);
    const { router } = renderStroke('/stroke/pazienti', medicoSession);
    const list = await table();
    expect(fetch.urls()).toContain(`${paths.list}?sort=cognome&page=1&size=20`);
    expect(screen.getByText('Elementi da 1 a 20 di 25')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await within(list).findByRole('link', { name: 'Zeta 23 Paziente 23' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.click(within(list).getByRole('button', { name: /^Data di nascita/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=dataNascita'));
    expect(fetch.urls()).toContain(`${paths.list}?sort=dataNascita&page=1&size=20`);

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Cerca per nome, cognome, e-mail o codice fiscale' }),
      'ross',
    );
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
    expect(fetch.urls()).toContain(`${paths.list}?q=ross&sort=dataNascita&page=1&size=20`);
    expect(router.state.location.search).toBe('?sort=dataNascita&q=ross');

    // The card's way back keeps the list as it was left.
    await userEvent.click(within(list).getByRole('link', { name: 'Rossi Mario' }));
    expect(router.state.location.pathname).toBe('/stroke/pazienti/7');
    expect(router.state.location.state).toEqual({ from: '/stroke/pazienti?sort=dataNascita&q=ross' });
  });

  it('says when the search finds nobody, and clears it', async () => {
    api([], []);
    const { router } = renderStroke('/stroke/pazienti?q=nessuno&sort=dataNascita', medicoSession);
    expect(await screen.findByText('Nessun paziente corrisponde alla ricerca.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 pazienti trovati.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancella la ricerca' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=dataNascita'));
    expect(screen.queryByRole('button', { name: 'Cancella la ricerca' })).toBeNull();
  });

  it('invites a patient: the mail is explained, the server’s field errors go under their fields', async () => {
    let attempts = 0;
    const fetch = api([
      on('POST', paths.invita, (_url, body) => {
        attempts += 1;
        if (attempts === 1) {
          return errorBody(400, 'Dati non validi.', [
            { path: 'body.codiceFiscale', message: strokeMessages.codiceFiscale },
          ]);
        }
        if (attempts === 2) {
          return errorBody(409, strokeMessages.emailTaken, [
            { path: 'body.email', message: strokeMessages.emailTaken },
          ]);
        }
        const sent = body as { nome: string; cognome: string; email: string };
        return json({ ...verdi, id: 9, ...sent }, 201);
      }),
    ]);
    renderStroke('/stroke/pazienti', medicoSession);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Invita paziente' }));
    const dialog = screen.getByRole('dialog', { name: 'Invita un paziente' });
    expect(dialog).toHaveTextContent("Il paziente riceverà un'e-mail con il link per attivare l'account");
    // The doctor invites for themselves.
    expect(within(dialog).queryByRole('combobox', { name: 'Medico *' })).not.toBeInTheDocument();

    // The contract's rules first, before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia invito' }));
    expect(await within(dialog).findByText('Controllare i dati inseriti:')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome *')).toHaveAccessibleDescription('Indicare il nome.');
    expect(fetch.bodies('POST', paths.invita)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Nome *'), 'Carla');
    await userEvent.type(within(dialog).getByLabelText('Cognome *'), 'Blu');
    await userEvent.type(within(dialog).getByLabelText('E-mail *'), 'carla.blu@example.org');
    await userEvent.type(within(dialog).getByLabelText('Data di nascita *'), '1949-05-02');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Sesso *' }), 'Femmina');
    await userEvent.type(within(dialog).getByLabelText('Codice fiscale'), 'blccrl49e42l219k');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia invito' }));
    const cf = within(dialog).getByLabelText('Codice fiscale');
    await waitFor(() =>
      expect(cf).toHaveAccessibleDescription(`${strokeMessages.codiceFiscale} Facoltativo.`),
    );
    expect(cf).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.bodies('POST', paths.invita)).toEqual([
      {
        nome: 'Carla',
        cognome: 'Blu',
        email: 'carla.blu@example.org',
        dataNascita: '1949-05-02',
        sesso: 'F',
        codiceFiscale: 'BLCCRL49E42L219K',
        telefono: null,
      },
    ]);

    await userEvent.clear(cf);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia invito' }));
    const email = within(dialog).getByLabelText('E-mail *');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(strokeMessages.emailTaken);
    // Not a stale record: nothing to reload.
    expect(within(dialog).queryByRole('button', { name: 'Ricarica i dati' })).not.toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'carla.blu2@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia invito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Invito inviato a Carla Blu (carla.blu2@example.org).'),
    ).toBeInTheDocument();
    expect(fetch.bodies('POST', paths.invita).at(-1)).toMatchObject({
      email: 'carla.blu2@example.org',
      codiceFiscale: null,
    });
    expect(alertStore.list().map((a) => a.kind)).toEqual(['success']);
  });
});

describe('StrokePazienti: the admin', () => {
  it('sees every doctor’s patients, filters by doctor and invites for a doctor they choose', async () => {
    const fetch = api(
      [on('POST', paths.invita, (_url, body) => json({ ...verdi, id: 9, ...(body as object) }, 201))],
      [rossi, { ...verdi, medico: { id: 4, nome: 'Paolo', cognome: 'Neri' } }],
    );
    const { router } = renderStroke('/stroke/pazienti', adminSession);
    expect(screen.getByText(/I pazienti del servizio e i loro medici/)).toBeInTheDocument();
    const list = await table();
    expect(within(list).getByRole('columnheader', { name: 'Medico' })).toBeInTheDocument();
    const verdiRow = within(list).getByRole('link', { name: 'Verdi Anna' }).closest('tr') as HTMLElement;
    expect(verdiRow).toHaveTextContent('Paolo Neri');

    const filter = screen.getByRole('combobox', { name: 'Medico' });
    await within(filter).findByRole('option', { name: 'Neri Paolo' });
    await userEvent.selectOptions(filter, 'Neri Paolo');
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?medico=4');
    expect(fetch.urls()).toContain(`${paths.list}?sort=cognome&page=1&size=20&medico=4`);

    await userEvent.click(screen.getByRole('button', { name: 'Invita paziente' }));
    const dialog = screen.getByRole('dialog', { name: 'Invita un paziente' });
    await userEvent.type(within(dialog).getByLabelText('Nome *'), 'Carla');
    await userEvent.type(within(dialog).getByLabelText('Cognome *'), 'Blu');
    await userEvent.type(within(dialog).getByLabelText('E-mail *'), 'carla.blu@example.org');
    await userEvent.type(within(dialog).getByLabelText('Data di nascita *'), '1949-05-02');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Sesso *' }), 'Femmina');
    // The doctor is the admin's to choose: the server's rule, checked before sending.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia invito' }));
    const medico = within(dialog).getByRole('combobox', { name: 'Medico *' });
    await waitFor(() =>
      expect(medico).toHaveAccessibleDescription(
        `${strokeMessages.medicoRequired} Il medico che seguirà il paziente.`,
      ),
    );
    expect(fetch.bodies('POST', paths.invita)).toEqual([]);

    await userEvent.selectOptions(medico, 'Paolo Neri');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia invito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.bodies('POST', paths.invita)).toEqual([expect.objectContaining({ medicoId: 4 })]);
  });

  it('speaks English when English is chosen', async () => {
    await setLanguage('en');
    api();
    renderStroke('/stroke/pazienti', adminSession);
    const list = await screen.findByRole('table', { name: 'List of patients' });
    const row = within(list).getByRole('link', { name: 'Rossi Mario' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('12/03/1950 (76 years)');
    expect(row).toHaveTextContent('Invitation status: Signed in');
    expect(screen.getByRole('button', { name: 'Invite patient' })).toBeInTheDocument();
  });
});
