import type { Regione } from '@halo/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { regionShortName } from '../../../lib/region-name.ts';

/**
 * Tile-map position of each region (ISTAT code → column, row): a schematic map of Italy drawn from the
 * regions' relative places, with no geographic data to download. A region added later without a tile is
 * still listed after the others.
 */
export const regionTiles: Readonly<Record<string, { col: number; row: number }>> = {
  '02': { col: 0, row: 0 }, // Valle d'Aosta
  '03': { col: 1, row: 0 }, // Lombardia
  '04': { col: 2, row: 0 }, // Trentino-Alto Adige
  '06': { col: 3, row: 0 }, // Friuli-Venezia Giulia
  '01': { col: 0, row: 1 }, // Piemonte
  '08': { col: 1, row: 1 }, // Emilia-Romagna
  '05': { col: 2, row: 1 }, // Veneto
  '07': { col: 0, row: 2 }, // Liguria
  '09': { col: 1, row: 2 }, // Toscana
  '10': { col: 2, row: 2 }, // Umbria
  '11': { col: 3, row: 2 }, // Marche
  '12': { col: 2, row: 3 }, // Lazio
  '13': { col: 3, row: 3 }, // Abruzzo
  '14': { col: 4, row: 3 }, // Molise
  '20': { col: 0, row: 4 }, // Sardegna
  '15': { col: 3, row: 4 }, // Campania
  '17': { col: 4, row: 4 }, // Basilicata
  '16': { col: 5, row: 4 }, // Puglia
  '18': { col: 4, row: 5 }, // Calabria
  '19': { col: 3, row: 6 }, // Sicilia
};

/**
 * The entry of both hierarchies: every region is a link on a tile map. The tiles are a list in ISTAT order
 * (north to south), so keyboard and screen-reader users go through the same links in a sensible order; on
 * narrow screens the map becomes that plain list.
 */
export function RegionMap({
  regioni,
  title,
  hrefFor,
}: {
  regioni: readonly Regione[];
  title: string;
  hrefFor: (regione: Regione) => string;
}) {
  const titleId = useId();
  const ordered = [...regioni].sort((a, b) => a.codiceIstat.localeCompare(b.codiceIstat));
  return (
    <nav aria-labelledby={titleId} className="mb-5">
      <h2 id={titleId} className="h4">
        {title}
      </h2>
      <ul className="halo-region-map list-unstyled">
        {ordered.map((regione) => {
          const tile = regionTiles[regione.codiceIstat];
          return (
            <li
              key={regione.id}
              className="halo-region-tile"
              style={tile ? { gridColumn: tile.col + 1, gridRow: tile.row + 1 } : undefined}
            >
              <Link to={hrefFor(regione)}>{regionShortName(regione)}</Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
