import type { Application } from '@halo/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppsChooser, filterApplications, SEARCH_THRESHOLD } from './apps-chooser.tsx';

function app(id: number, nome: string, description: string, icon = 'it-pa'): Application {
  return { id, nome, clientId: nome.toLowerCase(), description, icon, hasHomePublic: false };
}

const seven: Application[] = [
  app(1, 'Halo', 'Amministrazione della piattaforma', 'it-settings'),
  app(2, 'Prosa', 'Portale della prevenzione'),
  app(3, 'Healthenv', 'Ambiente e salute'),
  app(4, 'Stroke', "Cura dell'ictus"),
  app(5, 'Calendar', 'Calendari e prenotazioni', 'it-calendar'),
  app(6, 'Gestioneregionale', 'Dati regionali'),
  app(7, 'Strutture', 'Strutture sanitarie', 'https://evil.example/icon.png'),
];

describe('/apps chooser (SPEC.md §2)', () => {
  it("shows each application as a card with its manifest's title and its description", () => {
    render(<AppsChooser apps={seven.slice(0, 3)} onChoose={() => {}} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1] as HTMLElement).getByRole('heading', { name: 'Pro.Sa.' })).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Portale della prevenzione')).toBeInTheDocument();
  });

  it('has no search box up to six applications', () => {
    expect(SEARCH_THRESHOLD).toBe(6);
    render(<AppsChooser apps={seven.slice(0, 6)} onChoose={() => {}} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('filters the cards by title, name or description with the search box above six', async () => {
    const user = userEvent.setup();
    render(<AppsChooser apps={seven} onChoose={() => {}} />);
    const search = screen.getByRole('searchbox', { name: 'Cerca applicazione' });
    await user.type(search, 'prenot');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Calendario' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'STRO');
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual([
      "Cura dell'ictus",
    ]);
    await user.clear(search);
    await user.type(search, 'ictus');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'nessuna corrispondenza');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('Nessuna applicazione corrisponde alla ricerca.')).toBeInTheDocument();
  });

  it('hands the chosen application to the caller', async () => {
    const onChoose = vi.fn();
    render(<AppsChooser apps={seven.slice(0, 3)} onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apri Ambiente e salute' }));
    expect(onChoose).toHaveBeenCalledWith(seven[2]);
  });

  it('never turns an icon name from the server into an image URL', () => {
    const { container } = render(<AppsChooser apps={seven} onChoose={() => {}} />);
    expect(container.querySelector('img[src*="evil.example"]')).toBeNull();
  });

  it('says so when the user has no application', () => {
    render(<AppsChooser apps={[]} onChoose={() => {}} />);
    expect(screen.getByText('Nessuna applicazione disponibile per il tuo utente.')).toBeInTheDocument();
  });

  it('filters case-insensitively and ignores surrounding spaces', () => {
    expect(filterApplications(seven, '  PREVENZIONE ').map((a) => a.id)).toEqual([2]);
    expect(filterApplications(seven, '')).toHaveLength(7);
  });
});
