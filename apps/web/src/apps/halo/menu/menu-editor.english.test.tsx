import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { menuDetail, menuItem, renderAdmin } from '../halo.test-utils.tsx';
import { MenuEditor } from './menu-editor.tsx';

const menu = menuDetail('Main', [
  { ...menuItem(1, 'Home', 0), children: [] },
  { ...menuItem(2, 'Events', 1), children: [] },
]);

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
