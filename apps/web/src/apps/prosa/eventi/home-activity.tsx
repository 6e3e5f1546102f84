import { PROSA_APPLICATION } from '@halo/contract/prosa';
import type { Campagna } from '@halo/contract/prosa/campagne';
import type { Evento } from '@halo/contract/prosa/eventi';
import type { Progetto } from '@halo/contract/prosa/progetti';
import { Button } from 'design-react-kit';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { excerpt, InlineFacts } from '../../../lib/ui/facts.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { campagnePaths, useCampagnaLabels } from '../campagne/campagne.labels.tsx';
import { progettiPaths, useProgettoLabels } from '../progetti/progetti.labels.tsx';
import { eventiPaths, romeDate, useEventoLabels } from './eventi.labels.tsx';
import { HOME_SIZE, usePublicCampagne, usePublicEventi, usePublicProgetti } from './eventi.queries.ts';

const EXCERPT = 160;

/**
 * Whether the reader is inside the portal (signed in, with Pro.Sa. chosen): only then do its screens open. A visitor
 * reads the cards here in full and is offered to sign in, coming back to the screen they asked for.
 */
function useInPortal(): boolean {
  const { session } = useAuth();
  return session.logged && session.appClientId === PROSA_APPLICATION;
}

/**
 * The home's public activity (issue 15): the running campaigns, the upcoming events and the latest projects, a few
 * of each from the public calls, so everyone sees them without signing in. Inside the portal each card leads to its
 * page and each section to its screen; a visitor gets each card's facts here and a way in.
 */
export function HomeActivity() {
  const inPortal = useInPortal();
  const campagne = usePublicCampagne();
  const eventi = usePublicEventi();
  const progetti = usePublicProgetti();
  return (
    <>
      <HomeSection
        kind="campaigns"
        path={campagnePaths.list}
        inPortal={inPortal}
        result={campagne}
        render={(campagna: Campagna) => <CampagnaItem campagna={campagna} link={inPortal} />}
      />
      <HomeSection
        kind="events"
        path={eventiPaths.list}
        inPortal={inPortal}
        result={eventi}
        render={(evento: Evento) => <EventoItem evento={evento} link={inPortal} />}
      />
      <HomeSection
        kind="projects"
        path={progettiPaths.list}
        inPortal={inPortal}
        result={progetti}
        render={(progetto: Progetto) => <ProgettoItem progetto={progetto} link={inPortal} />}
      />
    </>
  );
}

/** A section of the home, its texts those of its kind: the title, the way to its screen, empty, failed. */
function HomeSection<T extends { id: number }>({
  kind,
  path,
  inPortal,
  result,
  render,
}: {
  kind: 'campaigns' | 'events' | 'projects';
  path: string;
  inPortal: boolean;
  result: { data?: { items: T[] } | null; isPending: boolean };
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('prosaAttivita');
  const { signIn } = useAuth();
  const id = useId();
  const items = result.data?.items ?? [];
  return (
    <section className="container-xxl pb-5" aria-labelledby={id}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id={id} className="mb-0">
          {t(`events.home.${kind}.title`)}
        </h2>
        {inPortal ? (
          <Link to={path}>{t(`events.home.${kind}.all`)}</Link>
        ) : (
          <Button color="primary" outline size="sm" type="button" onClick={() => signIn(path)}>
            {t(`events.home.${kind}.signIn`)}
          </Button>
        )}
      </div>
      {result.isPending ? <PendingCards /> : null}
      {!result.isPending && !result.data ? <p>{t(`events.home.${kind}.failed`)}</p> : null}
      {result.data && items.length === 0 ? <p>{t(`events.home.${kind}.empty`)}</p> : null}
      {items.length > 0 ? (
        <ul className="row g-4 list-unstyled">
          {items.map((item) => (
            <li key={item.id} className="col-12 col-md-6 col-lg-4">
              {render(item)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The keys of the empty cards a loading section shows. */
const PENDING_KEYS = Array.from({ length: HOME_SIZE }, (_, n) => `pending-${n + 1}`);

/**
 * While a section's cards load, the words say so and the list keeps its room — empty cards in the list's grid,
 * hidden from assistive technologies — so the sections below do not move when the cards arrive (issue 31: the
 * page's layout shift).
 */
function PendingCards() {
  return (
    <>
      <LoadingState />
      <ul className="row g-4 list-unstyled" aria-hidden="true">
        {PENDING_KEYS.map((key) => (
          <li key={key} className="col-12 col-md-6 col-lg-4">
            <div className="card shadow-sm h-100 halo-pending-card" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A card of the home: its title (a link inside the portal), then its facts. */
function HomeCard({
  title,
  to,
  facts,
  children,
}: {
  title: string;
  to: string | null;
  facts: readonly [string, string][];
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <article className="card shadow-sm h-100" aria-labelledby={titleId}>
      <div className="card-body">
        <h3 id={titleId} className="h5 card-title mb-2">
          {to ? <Link to={to}>{title}</Link> : title}
        </h3>
        <InlineFacts items={facts} column className="mb-2" />
        {children}
      </div>
    </article>
  );
}

function EventoItem({ evento, link }: { evento: Evento; link: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useEventoLabels();
  const parent = evento.progetto ?? evento.campagna;
  const facts: [string, string][] = [
    [t('events.facts.quando'), labels.when(evento)],
    [t('events.facts.dove'), evento.luogo],
    [t('events.facts.organizza'), labels.aslName(evento.denominazioneAzienda)],
  ];
  if (parent) {
    facts.push([t(evento.progetto ? 'events.facts.progetto' : 'events.facts.campagna'), parent.titolo]);
  }
  facts.push([t('events.facts.posti'), labels.seats(evento)]);
  // No page of its own: inside the portal the title opens its day in the agenda, where it is booked.
  return (
    <HomeCard
      title={evento.titolo}
      to={link ? eventiPaths.day(romeDate(evento.inizio)) : null}
      facts={facts}
    />
  );
}

function CampagnaItem({ campagna, link }: { campagna: Campagna; link: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useCampagnaLabels();
  return (
    <HomeCard
      title={campagna.titolo}
      to={link ? campagnePaths.campagna(campagna.id) : null}
      facts={[
        [t('events.facts.organizza'), labels.where(campagna)],
        [t('campaigns.facts.periodo'), labels.period(campagna)],
        [t('campaigns.facts.destinatari'), labels.target(campagna)],
      ]}
    >
      <p className="mb-0">{excerpt(campagna.descrizione, EXCERPT)}</p>
    </HomeCard>
  );
}

function ProgettoItem({ progetto, link }: { progetto: Progetto; link: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useProgettoLabels();
  return (
    <HomeCard
      title={progetto.titolo}
      to={link ? progettiPaths.progetto(progetto.id) : null}
      facts={[
        [t('events.facts.organizza'), labels.aslName(progetto.denominazioneAzienda)],
        [t('projects.facts.tematiche'), progetto.tematiche.map((x) => x.nome).join(', ')],
        [t('projects.facts.periodo'), labels.period(progetto.dal, progetto.al)],
      ]}
    >
      <p className="mb-0">{excerpt(progetto.sintesi, EXCERPT)}</p>
    </HomeCard>
  );
}
