import { ALL_PERMISSIONS, type GroupPermission, permissionFlags } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAdmin } from '../halo.test-utils.tsx';
import { PermissionMatrix } from './permission-matrix.tsx';

const GROUP = '11111111-2222-3333-4444-555555555555';
const sections = [
  { name: 'halo.log', description: 'Registro' },
  { name: 'halo.menu', description: 'Menu' },
];

/** A server keeping one mask per section, answering like the real one (message, mask). */
function permissionServer(initial: Record<string, number> = {}) {
  const masks: Record<string, number> = { ...initial };
  const change = (grant: boolean) => (_url: URL, body: unknown) => {
    const { section, flag } = body as { section: string; flag: keyof typeof permissionFlags | 'ALL' };
    const bits = flag === 'ALL' ? ALL_PERMISSIONS : permissionFlags[flag];
    const before = masks[section] ?? 0;
    masks[section] = grant ? before | bits : before & ~bits;
    // The server's wording, written out: the screen must show it as is.
    const message =
      flag === 'ALL'
        ? grant
          ? 'Tutti i permessi abilitati con successo'
          : 'Tutti i permessi rimossi con successo'
        : `Permesso ${flag} ${grant ? 'abilitato' : 'rimosso'} con successo`;
    return json({ message, group: '/g', section, mask: masks[section], flags: [] });
  };
  return {
    masks,
    routes: [
      on('PUT', '/api/v1/authorization/gruppo/perm/add', change(true)),
      on('PUT', '/api/v1/authorization/gruppo/perm/remove', change(false)),
    ],
  };
}

function renderMatrix(permissions: GroupPermission[] = []) {
  return renderAdmin(
    <PermissionMatrix groupId={GROUP} groupName="/g" sections={sections} permissions={permissions} />,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });

/** Each flag's name on screen (columns and boxes): the server's code only in its messages. */
const flagNames: Record<string, string> = {
  DELETE: 'Eliminazione',
  ACTION: 'Azioni',
  UPDATE: 'Modifica',
  WRITE: 'Scrittura',
  READ: 'Lettura',
  LIST: 'Elenco',
};
const flagBox = (flag: string, section: string) => box(`${flagNames[flag]} su ${section}`);

afterEach(() => vi.unstubAllGlobals());

describe('PermissionMatrix', () => {
  it.each([
    ['DELETE', 1],
    ['ACTION', 2],
    ['UPDATE', 4],
    ['WRITE', 8],
    ['READ', 16],
    ['LIST', 32],
  ] as const)('granting %s sets bit %i only and says so exactly', async (flag, bit) => {
    const server = permissionServer();
    const fetch = stubFetch(...server.routes);
    renderMatrix();
    await userEvent.click(flagBox(flag, 'halo.log'));

    expect(await screen.findByText(`Permesso ${flag} abilitato con successo`)).toBeInTheDocument();
    expect(fetch.bodies('PUT', '/api/v1/authorization/gruppo/perm/add')).toEqual([
      { idGruppo: GROUP, section: 'halo.log', flag },
    ]);
    expect(server.masks['halo.log']).toBe(bit);
    expect(flagBox(flag, 'halo.log')).toBeChecked();
    for (const other of Object.keys(permissionFlags).filter((f) => f !== flag)) {
      expect(flagBox(other, 'halo.log')).not.toBeChecked();
    }
    expect(flagBox(flag, 'halo.menu')).not.toBeChecked();
  });

  it('removing a flag clears only that bit and shows the removal message', async () => {
    const server = permissionServer({ 'halo.log': 16 | 32 });
    const fetch = stubFetch(...server.routes);
    renderMatrix([{ section: 'halo.log', application: 'halo', mask: 48, flags: ['READ', 'LIST'] }]);
    expect(flagBox('READ', 'halo.log')).toBeChecked();

    await userEvent.click(flagBox('READ', 'halo.log'));

    expect(await screen.findByText('Permesso READ rimosso con successo')).toBeInTheDocument();
    expect(fetch.bodies('PUT', '/api/v1/authorization/gruppo/perm/remove')).toEqual([
      { idGruppo: GROUP, section: 'halo.log', flag: 'READ' },
    ]);
    expect(server.masks['halo.log']).toBe(32);
    expect(flagBox('READ', 'halo.log')).not.toBeChecked();
    expect(flagBox('LIST', 'halo.log')).toBeChecked();
  });

  it('the all toggle grants every flag (63) and then removes them all (0)', async () => {
    const server = permissionServer({ 'halo.menu': 16 });
    const fetch = stubFetch(...server.routes);
    renderMatrix([{ section: 'halo.menu', application: 'halo', mask: 16, flags: ['READ'] }]);
    const all = box('Tutti i permessi su halo.menu');
    expect(all).not.toBeChecked();

    await userEvent.click(all);
    expect(await screen.findByText('Tutti i permessi abilitati con successo')).toBeInTheDocument();
    expect(server.masks['halo.menu']).toBe(63);
    for (const flag of Object.keys(permissionFlags)) expect(flagBox(flag, 'halo.menu')).toBeChecked();
    expect(box('Tutti i permessi su halo.menu')).toBeChecked();

    await userEvent.click(box('Tutti i permessi su halo.menu'));
    expect(await screen.findByText('Tutti i permessi rimossi con successo')).toBeInTheDocument();
    expect(server.masks['halo.menu']).toBe(0);
    for (const flag of Object.keys(permissionFlags)) expect(flagBox(flag, 'halo.menu')).not.toBeChecked();
    expect(fetch.bodies('PUT', '/api/v1/authorization/gruppo/perm/add')).toEqual([
      { idGruppo: GROUP, section: 'halo.menu', flag: 'ALL' },
    ]);
    expect(fetch.bodies('PUT', '/api/v1/authorization/gruppo/perm/remove')).toEqual([
      { idGruppo: GROUP, section: 'halo.menu', flag: 'ALL' },
    ]);
  });

  it('the all box is checked only when every flag is', async () => {
    const server = permissionServer({ 'halo.log': 31 });
    stubFetch(...server.routes);
    renderMatrix([{ section: 'halo.log', application: 'halo', mask: 31, flags: [] }]);
    expect(box('Tutti i permessi su halo.log')).not.toBeChecked();
    await userEvent.click(flagBox('LIST', 'halo.log'));
    await waitFor(() => expect(box('Tutti i permessi su halo.log')).toBeChecked());
  });

  it('a refused change leaves the box as it was and shows the server message', async () => {
    stubFetch(
      on('PUT', '/api/v1/authorization/gruppo/perm/add', () =>
        errorBody(403, 'Permessi insufficienti per questa operazione.'),
      ),
    );
    renderMatrix();
    await userEvent.click(flagBox('WRITE', 'halo.log'));
    const alert = await screen.findByText('Permessi insufficienti per questa operazione.');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText('Codice HTTP 403')).toBeVisible();
    expect(flagBox('WRITE', 'halo.log')).not.toBeChecked();
    expect(screen.queryByText(/con successo/)).not.toBeInTheDocument();
  });

  it.each([
    ['it', ['Sezione', 'Eliminazione', 'Azioni', 'Modifica', 'Scrittura', 'Lettura', 'Elenco', 'Tutti']],
    ['en', ['Section', 'Delete', 'Actions', 'Update', 'Write', 'Read', 'List', 'All']],
  ] as const)(
    'names its columns in words, in %s, and each box and cell after its column',
    async (language, headers) => {
      stubFetch();
      await setLanguage(language);
      try {
        renderMatrix();
        expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(headers);
        const read = screen.getByRole('checkbox', {
          name: language === 'it' ? 'Lettura su halo.log' : 'Read on halo.log',
        });
        // On a phone each cell shows its column's name (ui.css, data-label).
        expect(read.closest('td')).toHaveAttribute('data-label', headers[5]);
      } finally {
        await setLanguage('it');
      }
    },
  );
});
