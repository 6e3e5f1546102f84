import type { Campagna } from '@halo/contract/prosa/campagne';
import type { Motivo } from '@halo/contract/prosa/feed';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineFacts } from '../../../lib/ui/facts.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useProsaProfile } from '../account/prosa-profile.tsx';
import { FavouriteToggle } from '../attivita/favourite-toggle.tsx';
import { campagnePaths, useCampagnaLabels } from '../campagne/campagne.labels.tsx';
import { useFeed } from './eventi.queries.ts';
import { EventoCard } from './evento-card.tsx';

/** Where a citizen chooses their preferred themes. */
const PROFILE_PATH = '/prosa/profilo';

/** A reason of the feed as a sentence: «Perché hai scelto Alimentazione», «Per la tua età (41 anni)» … */
function useReason(): (motivo: Motivo) => string {
  const { t } = useTranslation('prosaAttivita');
  return (motivo) => {
    switch (motivo.tipo) {
      case 'tematica':
        return t('events.home.forYou.reasons.tematica', { nome: motivo.nome });
      case 'eta':
        return t('events.home.forYou.reasons.eta', { eta: motivo.eta });
      case 'sesso':
        return t(
          motivo.sesso === 'F' ? 'events.home.forYou.reasons.sessoF' : 'events.home.forYou.reasons.sessoM',
        );
      case 'territorio':
        return t('events.home.forYou.reasons.territorio', { nome: motivo.nome });
      case 'adesione':
        return t('events.home.forYou.reasons.adesione', { campagna: motivo.campagna });
    }
  };
}

/** Why an item is proposed, as a short list under its facts. */
function Reasons({ motivi }: { motivi: readonly Motivo[] }) {
  const { t } = useTranslation('prosaAttivita');
  const reason = useReason();
  const id = useId();
  if (motivi.length === 0) return null;
  return (
    <div className="mt-2">
      <p id={id} className="small fw-semibold mb-1">
        {t('events.home.forYou.why')}
      </p>
      <ul className="small mb-0" aria-labelledby={id}>
        {motivi.map((motivo) => {
          const text = reason(motivo);
          return <li key={text}>{text}</li>;
        })}
      </ul>
    </div>
  );
}

/**
 * «Per te», the signed-in citizen's feed (issue 15, docs/adr/0021): the running campaigns they are in the target of
 * and the upcoming events on their themes, each with the reasons it was chosen; the campaigns starred and the events
 * booked right here. Without proposals, or without preferred themes, the way to choose them.
 */
export function ForYou() {
  const { t } = useTranslation('prosaAttivita');
  const { profile } = useProsaProfile();
  const feed = useFeed(true);
  const titleId = useId();
  const data = feed.data;
  const empty = data ? data.campagne.length === 0 && data.eventi.length === 0 : false;
  const noThemes = profile?.ruolo === 'cittadino' && profile.data.tematichePref.length === 0;
  return (
    <section className="container-xxl py-5" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('events.home.forYou.title')}</h2>
      <p className="lead">{t('events.home.forYou.lead')}</p>
      {feed.isPending ? <LoadingState /> : null}
      {!feed.isPending && !data ? <p>{t('events.home.forYou.failed')}</p> : null}
      {empty ? <p>{t('events.home.forYou.empty')}</p> : null}
      {data && (empty || noThemes) ? (
        <p>
          {t('events.home.forYou.themesHint')}{' '}
          <Link to={PROFILE_PATH}>{t('events.home.forYou.themesLink')}</Link>
        </p>
      ) : null}
      {data && data.campagne.length > 0 ? (
        <Part title={t('events.home.forYou.campaigns')}>
          {data.campagne.map(({ campagna, motivi }) => (
            <li key={campagna.id} className="col-12 col-lg-6">
              <CampagnaProposal campagna={campagna}>
                <Reasons motivi={motivi} />
              </CampagnaProposal>
            </li>
          ))}
        </Part>
      ) : null}
      {data && data.eventi.length > 0 ? (
        <Part title={t('events.home.forYou.events')}>
          {data.eventi.map(({ evento, motivi }) => (
            <li key={evento.id} className="col-12 col-lg-6">
              <EventoCard evento={evento} level={4} withDay booking>
                <Reasons motivi={motivi} />
              </EventoCard>
            </li>
          ))}
        </Part>
      ) : null}
    </section>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-4">
      <h3 id={id} className="h4">
        {title}
      </h3>
      <ul className="row g-4 list-unstyled">{children}</ul>
    </section>
  );
}

function CampagnaProposal({ campagna, children }: { campagna: Campagna; children: ReactNode }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useCampagnaLabels();
  const titleId = useId();
  const facts: [string, string][] = [
    [t('events.facts.organizza'), labels.where(campagna)],
    [t('campaigns.facts.periodo'), labels.period(campagna)],
    [t('campaigns.facts.destinatari'), labels.target(campagna)],
  ];
  if (campagna.capienza !== null) facts.push([t('campaigns.facts.posti'), labels.seats(campagna)]);
  return (
    <article className="card shadow-sm h-100" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <h4 id={titleId} className="h5 card-title mb-0">
            <Link to={campagnePaths.campagna(campagna.id)}>{campagna.titolo}</Link>
          </h4>
          <FavouriteToggle tipo="campagna" id={campagna.id} titolo={campagna.titolo} />
        </div>
        <InlineFacts items={facts} column className="mb-2" />
        <p className="mb-0">{campagna.invito}</p>
        {children}
      </div>
    </article>
  );
}
