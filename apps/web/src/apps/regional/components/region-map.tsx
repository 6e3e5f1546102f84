import type { Regione } from '@halo/contract';
import italy from '@svg-maps/italy';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { regionShortName } from '../../../lib/region-name.ts';

/** Italy's regions as the package draws them (its types name a package it does not install). */
export const italyOutline = italy as unknown as {
  viewBox: string;
  locations: readonly { id: string; name: string; path: string }[];
};

/** The outlines' region ids (@svg-maps/italy, English names) → ISTAT region codes. */
export const outlineRegion: Readonly<Record<string, string>> = {
  piedmont: '01',
  'aosta-valley': '02',
  lombardy: '03',
  'trentino-south-tyrol': '04',
  veneto: '05',
  'friuli-venezia-giulia': '06',
  liguria: '07',
  'emilia-romagna': '08',
  tuscany: '09',
  umbria: '10',
  marche: '11',
  lazio: '12',
  abruzzo: '13',
  molise: '14',
  campania: '15',
  apulia: '16',
  basilicata: '17',
  calabria: '18',
  sicily: '19',
  sardinia: '20',
};

/**
 * The entry of both hierarchies: the real outline of Italy's regions (@svg-maps/italy, CC BY 4.0) beside the list
 * of their links in ISTAT order (north to south). The list is what keyboards and screen readers use; the map shows
 * where the focused or pointed region is, and a click on a region opens it. On narrow screens the list alone.
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
  const { t } = useTranslation('regional');
  const titleId = useId();
  const navigate = useNavigate();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const ordered = [...regioni].sort((a, b) => a.codiceIstat.localeCompare(b.codiceIstat));
  const byCode = new Map(regioni.map((regione) => [regione.codiceIstat, regione]));
  return (
    <nav aria-labelledby={titleId} className="mb-5">
      <h2 id={titleId} className="h4">
        {title}
      </h2>
      <div className="halo-region-map">
        <figure className="halo-region-outline d-none d-md-block mb-0">
          {/* The same links as the list beside it: hidden from screen readers and the tab order. */}
          <svg viewBox={italyOutline.viewBox} aria-hidden="true" focusable="false">
            {italyOutline.locations.map((location) => {
              const regione = byCode.get(outlineRegion[location.id] ?? '');
              if (!regione)
                return <path key={location.id} d={location.path} className="halo-region-shape is-unknown" />;
              return (
                // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut hidden from assistive technologies; the list beside it holds the same links for keyboards and screen readers.
                <path
                  key={location.id}
                  d={location.path}
                  className={`halo-region-shape${highlighted === regione.codiceIstat ? ' is-highlighted' : ''}`}
                  onClick={() => navigate(hrefFor(regione))}
                  onMouseEnter={() => setHighlighted(regione.codiceIstat)}
                  onMouseLeave={() => setHighlighted(null)}
                />
              );
            })}
          </svg>
          <figcaption className="small">{t('common.mapCredit')}</figcaption>
        </figure>
        <ul className="halo-region-list list-unstyled">
          {ordered.map((regione) => (
            <li key={regione.id}>
              <Link
                to={hrefFor(regione)}
                className={highlighted === regione.codiceIstat ? 'is-highlighted' : undefined}
                onFocus={() => setHighlighted(regione.codiceIstat)}
                onBlur={() => setHighlighted(null)}
                onMouseEnter={() => setHighlighted(regione.codiceIstat)}
                onMouseLeave={() => setHighlighted(null)}
              >
                {regionShortName(regione)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
