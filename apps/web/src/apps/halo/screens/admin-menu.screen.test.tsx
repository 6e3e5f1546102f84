import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTING_UPDATE_EVENT } from '../../../shell/routing/routing-events.ts';
import { json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { application, renderAdmin } from '../halo.test-utils.tsx';
import { AdminMenu } from './admin-menu.screen.tsx';

const menu = (id: number, applicationId: number) => ({
  id,
  applicationId,
  nome: `Menu ${id}`,
  description: '',
  version: 1,
  updatedAt: '2026-11-28T08:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('AdminMenu', () => {
  async function deleteMenuOf(appId: number) {
    stubFetch(
      on('GET', '/api/v1/halo/app', () =>
        json([application(1, 'Amministrazione', 'halo'), application(2, 'Prosa', 'prosa')]),
      ),
      on('GET', '/api/v1/menu', () => json([menu(7, appId)])),
      on('GET', '/api/v1/menu/7', () => json({ ...menu(7, appId), items: [] })),
      on('GET', '/api/v1/halo/conf/routing', () => json([])),
      on('DELETE', '/api/v1/menu/delete/7', () => json(menu(7, appId))),
    );
    const updates = vi.fn();
    window.addEventListener(ROUTING_UPDATE_EVENT, updates);
    renderAdmin(<AdminMenu />, `/admin/menu?app=${appId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina menu' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Elimina/ }));
    expect(await screen.findByText('Menu Menu 7 eliminato.')).toBeInTheDocument();
    window.removeEventListener(ROUTING_UPDATE_EVENT, updates);
    return updates;
  }

  it("rebuilds the navigation when the current application's menu changes", async () => {
    const updates = await deleteMenuOf(1);
    await waitFor(() => expect(updates).toHaveBeenCalledTimes(1));
  });

  it("leaves the navigation (and the page) alone for another application's menu", async () => {
    const updates = await deleteMenuOf(2);
    expect(updates).not.toHaveBeenCalled();
  });
});
