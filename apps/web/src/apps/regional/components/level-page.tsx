import type { Regione } from '@halo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '../../../lib/ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { RegionMap } from './region-map.tsx';

/**
 * A page of one of the two hierarchies (territorial, health), whose level is in the query string: the level's
 * title in the browser's tab, the trail of the levels above it, then the level.
 */
export function LevelPage({
  title,
  trail,
  children,
}: {
  title: string;
  trail: readonly Crumb[];
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="container-xxl py-4">
      <Breadcrumbs trail={trail} />
      {children}
    </div>
  );
}

/** The top level of a hierarchy: its title, its lead and the map of the regions, each a link to its level. */
export function ItalyIntro({
  texts,
  regioni,
  hrefFor,
}: {
  texts: 'asl' | 'regioni';
  regioni: Regione[] | undefined;
  hrefFor: (regione: Regione) => string;
}) {
  const { t } = useTranslation('regional');
  return (
    <>
      <h1>{t(`${texts}.title`)}</h1>
      <p className="lead">{t(`${texts}.lead`)}</p>
      <RegionMap regioni={regioni ?? []} title={t('common.mapTitle')} hrefFor={hrefFor} />
    </>
  );
}
