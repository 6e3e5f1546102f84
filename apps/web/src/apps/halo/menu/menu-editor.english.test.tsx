import type { MenuDetail } from '@halo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { renderAdmin } from '../halo.test-utils.tsx';
import { MenuEditor } from './menu-editor.tsx';

const item = (id: number, label: string, position: number) => ({
  id,
  menuId: 1,
  parentId: null,
  label,
  icon: null,
  routeId: id + 100,
  path: `/x/${id}`,
  enabled: true,
  position,
  version: 1,
});

const menu: MenuDetail = {
  id: 1,
  applicationId: 2,
  nome: 'Main',
  description: '',
  version: 7,
  updatedAt: '2026-01-01T00:00:00.000Z',
  items: [
    { ...item(1, 'Home', 0), children: [] },
    { ...item(2, 'Events', 1), children: [] },
  ],
};

describe('MenuEditor in English', () => {
  it('moves an item and announces it in English', async () => {
    await setLanguage('en');
    renderAdmin(<MenuEditor menu={menu} routes={[]} onSaved={() => {}} onReload={() => {}} />);
    expect(screen.getByRole('list', { name: 'Entries of the menu Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save menu' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move down Home' }));
    expect(screen.getByRole('status')).toHaveTextContent('Moved “Home” in position 2 of 2.');
    expect(screen.getByText('There are unsaved changes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save menu' })).toBeEnabled();
    expect(screen.queryByText(/Salva menu|Aggiungi voce padre|Trascinare|Sposta/)).not.toBeInTheDocument();
  });
});
