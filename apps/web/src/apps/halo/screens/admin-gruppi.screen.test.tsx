import type { Group } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { haloApps, renderAdmin } from '../halo.test-utils.tsx';
import { AdminGruppi } from './admin-gruppi.screen.tsx';

const group = (name: string, version = 1): Group => ({
  id: `00000000-0000-0000-0000-00000000000${name.length}`,
  name,
  path: `/${name}`,
  parentId: null,
  application: 'halo',
  description: '',
  memberCount: 2,
  version,
});

function server(groups: Group[], ...extra: Parameters<typeof stubFetch>) {
  return stubFetch(
    ...extra,
    on('GET', '/api/v1/halo/app', () => json(haloApps)),
    on('GET', '/api/v1/authorization/gruppo', () =>
      json({ items: groups, total: groups.length, page: 1, size: 20 }),
    ),
  );
}

/** The message shown under an input (the one its aria-describedby points to). */
function fieldError(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('invalid-feedback'))
      ?.textContent ?? null
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminGruppi forms', () => {
  it('refuses a bad name with the contract’s message under the field, without calling the server', async () => {
    const fetch = server([]);
    renderAdmin(<AdminGruppi />, '/admin/gruppi');
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo gruppo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo gruppo' });
    await userEvent.type(within(dialog).getByLabelText('Nome *'), 'a/b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() =>
      expect(fieldError('Nome *')).toBe('Il nome del gruppo ha da 1 a 60 caratteri e non contiene /.'),
    );
    expect(within(dialog).getByLabelText('Nome *')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.bodies('POST', '/api/v1/authorization/gruppo/add')).toEqual([]);
  });

  it('puts the server’s 400 details under their fields and its message above the form', async () => {
    const fetch = server(
      [],
      on('POST', '/api/v1/authorization/gruppo/add', () =>
        errorBody(400, 'Dati non validi: controllare i campi indicati.', [
          { path: 'body.name', message: 'Esiste già un gruppo con questo nome.' },
        ]),
      ),
    );
    renderAdmin(<AdminGruppi />, '/admin/gruppi');
    await userEvent.click(await screen.findByRole('button', { name: 'Nuovo gruppo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo gruppo' });
    await userEvent.type(within(dialog).getByLabelText('Nome *'), 'operatori');
    await userEvent.type(within(dialog).getByLabelText('Descrizione'), 'Gli operatori');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(fieldError('Nome *')).toBe('Esiste già un gruppo con questo nome.'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Dati non validi: controllare i campi indicati.',
    );
    expect(within(dialog).getByLabelText('Nome *')).toHaveFocus();
    expect(fetch.bodies('POST', '/api/v1/authorization/gruppo/add')).toEqual([
      { name: 'operatori', parentId: null, application: null, description: 'Gli operatori' },
    ]);
  });

  it('a stale edit (409) shows the message and reloads the group with its new version', async () => {
    let version = 3;
    const fetch = stubFetch(
      on('PUT', '/api/v1/authorization/gruppo/update', () =>
        errorBody(409, 'I dati sono stati modificati da un altro utente: ricaricare e riprovare.', [
          {
            path: 'body.version',
            message: 'I dati sono stati modificati da un altro utente: ricaricare e riprovare.',
          },
        ]),
      ),
      on('GET', '/api/v1/halo/app', () => json(haloApps)),
      on('GET', '/api/v1/authorization/gruppo', () =>
        json({ items: [group('operatori', version)], total: 1, page: 1, size: 20 }),
      ),
    );
    renderAdmin(<AdminGruppi />, '/admin/gruppi');
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica /operatori' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica gruppo /operatori' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'I dati sono stati modificati da un altro utente: ricaricare e riprovare.',
    );
    expect(fetch.bodies('PUT', '/api/v1/authorization/gruppo/update')).toEqual([
      { id: group('operatori').id, name: 'operatori', application: 'halo', description: '', version: 3 },
    ]);

    version = 4;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ricarica i dati' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(fetch.bodies('PUT', '/api/v1/authorization/gruppo/update').at(-1)).toMatchObject({
        version: 4,
      }),
    );
  });
});

describe('AdminGruppi delete', () => {
  it('asks first: cancelling sends nothing, confirming deletes and says so', async () => {
    const fetch = server(
      [group('ospiti')],
      on('DELETE', `/api/v1/authorization/gruppo/delete/${group('ospiti').id}`, () => json(group('ospiti'))),
    );
    renderAdmin(<AdminGruppi />, '/admin/gruppi');
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina /ospiti' }));
    let dialog = await screen.findByRole('dialog', { name: 'Conferma eliminazione' });
    expect(dialog).toHaveTextContent('Eliminare il gruppo /ospiti');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(fetch.calls().some((c) => c.startsWith('DELETE'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Elimina /ospiti' }));
    dialog = await screen.findByRole('dialog', { name: 'Conferma eliminazione' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Gruppo /ospiti eliminato.')).toBeInTheDocument();
    expect(fetch.calls().filter((c) => c.startsWith('DELETE'))).toEqual([
      `DELETE /api/v1/authorization/gruppo/delete/${group('ospiti').id}`,
    ]);
  });

  it('a refused delete (409) says what still references the group and stays open', async () => {
    server(
      [group('ospiti')],
      on('DELETE', `/api/v1/authorization/gruppo/delete/${group('ospiti').id}`, () =>
        errorBody(409, 'Il gruppo ha ancora membri o sotto-gruppi.', [
          { path: 'members', message: 'Membri: cittadino, ente' },
        ]),
      ),
    );
    renderAdmin(<AdminGruppi />, '/admin/gruppi');
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina /ospiti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma eliminazione' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Il gruppo ha ancora membri o sotto-gruppi.');
    expect(alert).toHaveTextContent('Membri: cittadino, ente');
    // Reloading would not help: the same delete would be refused again.
    expect(within(alert).queryByRole('button', { name: 'Ricarica i dati' })).toBeNull();
    expect(screen.queryByText('Gruppo /ospiti eliminato.')).not.toBeInTheDocument();
  });
});
