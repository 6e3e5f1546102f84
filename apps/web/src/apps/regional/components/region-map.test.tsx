import type { Regione } from '@halo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { regionShortName } from '../../../lib/region-name.ts';
import { renderScreen } from '../../../test/render-shell.tsx';
import { italyOutline, outlineRegion, RegionMap } from './region-map.tsx';

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
  it('draws the real outline of each of the 20 regions, once', () => {
    expect(italyOutline.locations).toHaveLength(20);
    const codes = italyOutline.locations.map((location) => outlineRegion[location.id]);
    expect([...codes].sort()).toEqual(regioni.map((r) => r.codiceIstat));
  });

  it('opens a region clicked on the map, and shows on the map the region focused in the list', async () => {
    const { router } = renderScreen(
      <RegionMap regioni={regioni} title="Mappa delle regioni" hrefFor={(r) => `/r/${r.codiceIstat}`} />,
    );
    const map = screen.getByRole('navigation', { name: 'Mappa delle regioni' });
    const shapes = map.querySelectorAll('path.halo-region-shape');
    expect(shapes).toHaveLength(20);
    const lazio = italyOutline.locations.findIndex((location) => location.id === 'lazio');
    await userEvent.click(shapes[lazio] as Element);
    expect(router.state.location.pathname).toBe('/r/12');
    within(map).getByRole('link', { name: 'Sicilia' }).focus();
    const sicily = italyOutline.locations.findIndex((location) => location.id === 'sicily');
    await waitFor(() => expect(shapes[sicily]).toHaveClass('is-highlighted'));
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
