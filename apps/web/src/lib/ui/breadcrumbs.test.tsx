import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-shell.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

describe('Breadcrumbs', () => {
  it('links every level above the current page and marks the current one', () => {
    renderScreen(
      <Breadcrumbs
        trail={[
          { label: 'Italia', to: '/regionale/asl' },
          { label: 'Piemonte', to: '/regionale/asl?regione=010' },
          { label: 'ASL TO3' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Percorso nella gerarchia' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Italia', '/regionale/asl'],
      ['Piemonte', '/regionale/asl?regione=010'],
    ]);
    const current = within(nav).getByText('ASL TO3');
    expect(current.closest('li')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'ASL TO3' })).toBeNull();
  });
});
