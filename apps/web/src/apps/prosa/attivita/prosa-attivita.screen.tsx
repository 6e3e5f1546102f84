import { prosaRoles } from '@halo/contract/prosa';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useProsaProfile } from '../account/prosa-profile.tsx';
import { useSuggerimenti } from '../suggerimenti/suggerimenti.queries.ts';
import { SECTION_SIZE, useMieAdesioni, usePrenotazioni, useRichiesteRecenti } from './attivita.queries.ts';
import {
  AdesioniSection,
  PreferitiSection,
  PrenotazioniSection,
  RichiesteSection,
  SuggerimentiSection,
} from './attivita-sections.tsx';
import { usePreferiti } from './preferiti.queries.ts';

const PAST_SIZE = 3;

/**
 * Le mie attività (issue 15): what the reader has going on in the portal, a section each, with its count. A citizen
 * finds their adhesions to campaigns; an organisation or a citizen their requests, suggestions and favourites;
 * staff the requests of their scope and the suggestions awaiting an answer; everyone their bookings of the calendar
 * service. Each section is read only when the role and the profile's features allow its call, and shows its own
 * loading and failure.
 */
export function ProsaAttivita() {
  const { t } = useTranslation('prosaAttivita');
  const { role, features, loading, failed } = useProsaProfile();
  // One instant splits upcoming from past bookings for as long as the page is open (it is part of their keys).
  const [now] = useState(() => new Date().toISOString());
  const cittadino = role === prosaRoles.cittadino;
  const people = cittadino || role === prosaRoles.ente;
  const staff = role !== null && !people;
  const ready = role !== null && !loading && !failed;
  const show = {
    adesioni: ready && cittadino && features.campagne,
    richieste: ready && features.richieste,
    suggerimenti: ready && features.suggerimenti,
    prenotazioni: ready,
    preferiti: ready && people,
  };
  const adesioni = useMieAdesioni(show.adesioni);
  const richieste = useRichiesteRecenti(show.richieste);
  const suggerimenti = useSuggerimenti(
    staff ? { stato: 'inviato', page: 1, size: SECTION_SIZE } : { mie: true, page: 1, size: SECTION_SIZE },
    show.suggerimenti,
  );
  const upcoming = usePrenotazioni('upcoming', now, SECTION_SIZE, show.prenotazioni);
  const past = usePrenotazioni('past', now, PAST_SIZE, show.prenotazioni);
  const preferiti = usePreferiti(show.preferiti);

  let lead = t('activities.lead.staff');
  if (cittadino) lead = t('activities.lead.cittadino');
  else if (people) lead = t('activities.lead.ente');

  // The profile could not be read: the layout says so above the page.
  if (!ready) {
    return <Page title={t('activities.title')}>{loading ? <LoadingState /> : null}</Page>;
  }

  const index = [
    show.adesioni && {
      id: 'attivita-adesioni',
      title: t('activities.adesioni.title'),
      count: adesioni.data?.length,
    },
    show.richieste && {
      id: 'attivita-richieste',
      title: staff ? t('activities.richieste.titleStaff') : t('activities.richieste.title'),
      count: richieste.data?.total,
    },
    show.suggerimenti && {
      id: 'attivita-suggerimenti',
      title: staff ? t('activities.suggerimenti.titleStaff') : t('activities.suggerimenti.title'),
      count: suggerimenti.data?.total,
    },
    {
      id: 'attivita-prenotazioni',
      title: t('activities.prenotazioni.title'),
      count: upcoming.data && past.data ? upcoming.data.total + past.data.total : undefined,
    },
    show.preferiti && {
      id: 'attivita-preferiti',
      title: t('activities.preferiti.title'),
      count: preferiti.data?.length,
    },
  ].filter((entry) => entry !== false);

  return (
    <Page title={t('activities.title')} lead={lead}>
      <nav aria-label={t('activities.toc')} className="mb-4">
        <ul className="list-inline mb-0">
          {index.map((entry) => (
            <li key={entry.id} className="list-inline-item me-3">
              <a href={`#${entry.id}`}>
                {entry.count === undefined
                  ? entry.title
                  : t('activities.withCount', { title: entry.title, count: entry.count })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {show.adesioni ? <AdesioniSection read={adesioni} /> : null}
      {show.richieste ? <RichiesteSection read={richieste} staff={staff} /> : null}
      {show.suggerimenti ? <SuggerimentiSection read={suggerimenti} staff={staff} /> : null}
      <PrenotazioniSection upcoming={upcoming} past={past} />
      {show.preferiti ? <PreferitiSection read={preferiti} /> : null}
    </Page>
  );
}
