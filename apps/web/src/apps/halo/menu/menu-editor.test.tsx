import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { menuDetail, menuItem, renderAdmin } from '../halo.test-utils.tsx';
import { MenuEditor } from './menu-editor.tsx';

const menu = menuDetail('Menu principale', [
  { ...menuItem(1, 'Home', 0), children: [] },
  { ...menuItem(2, 'Campagne', 1), children: [menuItem(4, 'Attive', 0, 2), menuItem(5, 'Concluse', 1, 2)] },
  { ...menuItem(3, 'Eventi', 2), children: [] },
]);

function renderEditor(onSaved = vi.fn(), onReload = vi.fn()) {
  renderAdmin(<MenuEditor menu={menu} routes={[]} onSaved={onSaved} onReload={onReload} />);
  return { onSaved, onReload };
}

const topLabels = () =>
  within(screen.getByRole('list', { name: 'Voci del menu Menu principale' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Voci del menu Menu principale')
    .map((li) => li.querySelector('.halo-menu-label')?.firstChild?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('MenuEditor', () => {
  it('moves a parent down with the keyboard, keeps the focus on it and announces its new place', async () => {
    renderEditor();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Sposta giù Home' }).focus();
    await user.keyboard('{Enter}');

    expect(topLabels()).toEqual(['Campagne', 'Home', 'Eventi']);
    expect(screen.getByRole('button', { name: 'Sposta giù Home' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('«Home» in posizione 2 di 3.');

    await user.keyboard('{Enter}');
    expect(topLabels()).toEqual(['Campagne', 'Eventi', 'Home']);
    // At the bottom "giù" is disabled: the focus goes to "su" of the same item.
    expect(screen.getByRole('button', { name: 'Sposta giù Home' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sposta su Home' })).toHaveFocus();
  });

  it('moves a child up among its siblings only', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Sposta su Concluse' }));
    const children = within(screen.getByRole('list', { name: 'Voci sotto Campagne' })).getAllByRole(
      'listitem',
    );
    expect(children.map((li) => li.querySelector('.halo-menu-label')?.firstChild?.textContent)).toEqual([
      'Concluse',
      'Attive',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('«Concluse» in posizione 1 di 2 sotto «Campagne».');
    expect(topLabels()).toEqual(['Home', 'Campagne', 'Eventi']);
  });

  it('saves the whole tree in the new order with the version read, and shows the success message', async () => {
    const fetch = stubFetch(
      on('PUT', '/api/v1/menu/update', () =>
        json({ message: 'Modifiche del menu avvenute con successo', menu: { ...menu, version: 8 } }),
      ),
    );
    const { onSaved } = renderEditor();
    expect(screen.getByRole('button', { name: 'Salva menu' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sposta su Eventi' }));
    expect(screen.getByText('Ci sono modifiche non salvate.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva menu' }));

    expect(await screen.findByText('Modifiche del menu avvenute con successo')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    const [body] = fetch.bodies('PUT', '/api/v1/menu/update') as {
      id: number;
      version: number;
      items: { id: number; label: string; children: { id: number }[] }[];
    }[];
    expect(body?.id).toBe(1);
    expect(body?.version).toBe(7);
    expect(body?.items.map((i) => i.id)).toEqual([1, 3, 2]);
    expect(body?.items[2]?.children.map((c) => c.id)).toEqual([4, 5]);
  });

  it('a stale copy (409) shows the server message and offers to reload the menu', async () => {
    stubFetch(
      on('PUT', '/api/v1/menu/update', () =>
        errorBody(409, 'I dati sono stati modificati da un altro utente: ricaricare e riprovare.', [
          {
            path: 'body.version',
            message: 'I dati sono stati modificati da un altro utente: ricaricare e riprovare.',
          },
        ]),
      ),
    );
    const { onSaved, onReload } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Sposta giù Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva menu' }));

    const alert = await screen.findByText(
      'I dati sono stati modificati da un altro utente: ricaricare e riprovare.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ricarica i dati' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('a failure without a message shows the menu fallback', async () => {
    stubFetch(on('PUT', '/api/v1/menu/update', () => new Response('', { status: 500 })));
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Sposta giù Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva menu' }));
    expect(await screen.findByText('Errore salvataggio menu')).toBeInTheDocument();
  });
});

describe('MenuEditor drag and drop', () => {
  it('a parent dropped on another takes its place', async () => {
    const { fireEvent } = await import('@testing-library/react');
    renderEditor();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    const source = screen.getByTestId('menu-item-Eventi');
    const target = screen.getByTestId('menu-item-Home');
    fireEvent.dragStart(source, { dataTransfer });
    fireEvent.dragEnter(target, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    fireEvent.dragEnd(source, { dataTransfer });
    expect(topLabels()).toEqual(['Eventi', 'Home', 'Campagne']);
    expect(screen.getByRole('status')).toHaveTextContent('«Eventi» in posizione 1 di 3.');
  });
});

const mainMenu = menuDetail('Main', [
  { ...menuItem(1, 'Home', 0), children: [] },
  { ...menuItem(2, 'Events', 1), children: [] },
]);

describe('MenuEditor in English', () => {
  it('moves an item and announces it in English', async () => {
    await setLanguage('en');
    renderAdmin(<MenuEditor menu={mainMenu} routes={[]} onSaved={() => {}} onReload={() => {}} />);
    expect(screen.getByRole('list', { name: 'Entries of the menu Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save menu' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move down Home' }));
    expect(screen.getByRole('status')).toHaveTextContent('Moved “Home” in position 2 of 2.');
    expect(screen.getByText('There are unsaved changes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save menu' })).toBeEnabled();
    expect(screen.queryByText(/Salva menu|Aggiungi voce padre|Trascinare|Sposta/)).not.toBeInTheDocument();
  });
});
