import type { Regione } from '@halo/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regionShortName } from '../../../lib/region-name.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { RegionMap, regionTiles } from './region-map.tsx';

const names = [
  'Piemonte',
  "Valle d'Aosta/Vallée d'Aoste",
  'Lombardia',
  'Trentino-Alto Adige/Südtirol',
  'Veneto',
  'Friuli-Venezia Giulia',
  'Liguria',
  'Emilia-Romagna',
  'Toscana',
  'Umbria',
  'Marche',
  'Lazio',
  'Abruzzo',
  'Molise',
  'Campania',
  'Puglia',
  'Basilicata',
  'Calabria',
  'Sicilia',
  'Sardegna',
];
const regioni: Regione[] = names.map((name, i) => ({
  id: i + 1,
  codiceRegione: i === 3 ? '040' : String((i + 1) * 10).padStart(3, '0'),
  codiceIstat: String(i + 1).padStart(2, '0'),
  denominazioneRegione: name,
  codiciMinisteriali: [],
  version: 1,
}));

describe('RegionMap', () => {
  it('has a tile of its own for each of the 20 regions', () => {
    expect(Object.keys(regionTiles).sort()).toEqual(regioni.map((r) => r.codiceIstat));
    const places = Object.values(regionTiles).map(({ col, row }) => `${col},${row}`);
    expect(new Set(places).size).toBe(20);
  });

  it('lists every region as a link, north to south, whatever order they come in', () => {
    renderScreen(
      <RegionMap
        regioni={[...regioni].reverse()}
        title="Mappa delle regioni"
        hrefFor={(r) => `/regionale/regioni?regione=${r.codiceRegione}`}
      />,
    );
    const map = screen.getByRole('navigation', { name: 'Mappa delle regioni' });
    const links = within(map).getAllByRole('link');
    expect(links).toHaveLength(20);
    expect(links[0]).toHaveTextContent('Piemonte');
    expect(links[1]).toHaveTextContent("Valle d'Aosta");
    expect(links[3]).toHaveAttribute('href', '/regionale/regioni?regione=040');
    expect(links[19]).toHaveTextContent('Sardegna');
  });

  it('shows the Italian half of bilingual names', () => {
    expect(regionShortName({ denominazioneRegione: 'Trentino-Alto Adige/Südtirol' })).toBe(
      'Trentino-Alto Adige',
    );
    expect(regionShortName({ denominazioneRegione: 'Lazio' })).toBe('Lazio');
  });
});
