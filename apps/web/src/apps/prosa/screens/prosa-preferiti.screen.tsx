import { aslName } from '@halo/contract/asl-name';
import type { Preferito, TipoPreferito } from '@halo/contract/prosa/preferiti';
import { type RefObject, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/ui/list-params.ts';
import { Page } from '../../../lib/ui/page.tsx';
import { ResultCard } from '../../../lib/ui/result-card.tsx';
import { EmptyState, LoadingState } from '../../../lib/ui/states.tsx';
import { FavouriteToggle } from '../attivita/favourite-toggle.tsx';
import { favouritePath, useFavouriteLabels } from '../attivita/favourites.labels.ts';
import { usePreferiti } from '../attivita/preferiti.queries.ts';

/**
 * Preferiti (docs/adr/0019): the projects and campaigns an organisation or a citizen starred, newest first, each
 * with its authority, period and state, leading to its page, and the star to take it off (the list changes at once).
 * One sent back to draft is not listed (it is no longer public); a closed one is, with its state.
 */
export function ProsaPreferiti() {
  const { t } = useTranslation('prosaAttivita');
  const preferiti = usePreferiti();
  const headings = {
    progetto: useRef<HTMLHeadingElement>(null),
    campagna: useRef<HTMLHeadingElement>(null),
  };
  const data = preferiti.data;
  let content = <LoadingState />;
  if (!preferiti.isPending && !data) content = <p>{t('activities.favourites.failed')}</p>;
  else if (data?.length === 0) {
    content = (
      <div className="alert alert-info">
        <p className="fw-semibold">{t('activities.favourites.empty')}</p>
        <p>{t('activities.favourites.howTo')}</p>
        <p className="mb-0 d-flex flex-wrap gap-3">
          <Link to={favouritePath.list.progetto}>{t('activities.favourites.browseProjects')}</Link>
          <Link to={favouritePath.list.campagna}>{t('activities.favourites.browseCampaigns')}</Link>
        </p>
      </div>
    );
  } else if (data) {
    content = (
      <>
        <p>{t('activities.favourites.howTo')}</p>
        {(['progetto', 'campagna'] as const).map((tipo) => (
          <FavouritesSection
            key={tipo}
            tipo={tipo}
            items={data.filter((p) => p.tipo === tipo)}
            heading={headings[tipo]}
          />
        ))}
      </>
    );
  }
  return (
    <Page title={t('activities.favourites.title')} lead={t('activities.favourites.lead')}>
      {content}
    </Page>
  );
}

function FavouritesSection({
  tipo,
  items,
  heading,
}: {
  tipo: TipoPreferito;
  items: Preferito[];
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('prosaAttivita');
  const id = useId();
  const title =
    tipo === 'progetto' ? t('activities.favourites.projects') : t('activities.favourites.campaigns');
  return (
    <section aria-labelledby={id} className="mb-5">
      {/* Focused when one of its items is taken off: the focus stays where the user was. */}
      <h2 id={id} ref={heading} tabIndex={-1} className="h4 mb-3">
        {t('activities.withCount', { title, count: items.length })}
      </h2>
      {items.length === 0 ? (
        <EmptyState>
          {tipo === 'progetto'
            ? t('activities.favourites.emptyProjects')
            : t('activities.favourites.emptyCampaigns')}{' '}
          <Link to={favouritePath.list[tipo]}>
            {tipo === 'progetto'
              ? t('activities.favourites.browseProjects')
              : t('activities.favourites.browseCampaigns')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="list-unstyled mb-0">
          {items.map((item) => (
            <li key={item.id} className="mb-3">
              <FavouriteCard item={item} onRemoved={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FavouriteCard({ item, onRemoved }: { item: Preferito; onRemoved: () => void }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useFavouriteLabels();
  return (
    <ResultCard
      title={item.titolo}
      to={favouritePath.item(item.tipo, item.id)}
      aside={
        <FavouriteToggle
          tipo={item.tipo}
          id={item.id}
          titolo={item.titolo}
          onToggled={(starred) => {
            if (!starred) onRemoved();
          }}
        />
      }
      facts={[
        [t('activities.favourites.facts.azienda'), aslName(item.denominazioneAzienda)],
        [t('activities.favourites.facts.periodo'), labels.period(item.dal, item.al)],
        [t('activities.favourites.facts.stato'), labels.stato(item.stato)],
        [t('activities.favourites.facts.aggiunto'), formatDate(item.aggiunto)],
      ]}
    />
  );
}
