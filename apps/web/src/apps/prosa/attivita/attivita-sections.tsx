import type { Page as PageOf } from '@halo/contract';
import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import type { Adesione } from '@halo/contract/prosa/campagne';
import type { Preferito } from '@halo/contract/prosa/preferiti';
import type { Richiesta } from '@halo/contract/prosa/richieste';
import type { Suggerimento } from '@halo/contract/prosa/suggerimenti';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookingTones } from '../../../lib/booking-tones.ts';
import { formatDate, formatDateTime } from '../../../lib/ui/list-params.ts';
import { Loaded } from '../../../lib/ui/loaded.tsx';
import { StateBadge } from '../../../lib/ui/states.tsx';
import { CalendarBookingsLink } from './calendar-link.tsx';
import { favouritePath } from './favourites.labels.ts';

/**
 * The sections of Le mie attività. Each shows its own read: loading, failed (the global alert says why, SPEC.md §8;
 * the section says what is missing), or its latest items with the way to all of them.
 */

/** A read as the sections take it: pending, failed (null data), or its data. */
interface Read<T> {
  isPending: boolean;
  data: T | null | undefined;
}

/** One titled section, its count in the title once known; `id` is the anchor of the page's index. */
export function ActivitySection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mb-5">
      <h2 id={`${id}-title`} className="h4 mb-3">
        {count === undefined ? title : t('activities.withCount', { title, count })}
      </h2>
      {children}
    </section>
  );
}

/**
 * One line of a section: what it is (a link), its state written in a badge with its name for screen readers
 * (never told by colour alone), and the rest in small print.
 */
function Item({
  link,
  state,
  details,
}: {
  link: ReactNode;
  state: { label: string; text: string; tone: string };
  details: string[];
}) {
  return (
    <li className="mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold">{link}</span>
        <StateBadge tone={state.tone} label={state.label}>
          {state.text}
        </StateBadge>
      </div>
      {details.length > 0 ? <p className="small mb-0">{details.join(' · ')}</p> : null}
    </li>
  );
}

// ---------------------------------------------------------------------------------------------------------------

export function AdesioniSection({ read }: { read: Read<Adesione[]> }) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <ActivitySection id="attivita-adesioni" title={t('activities.adesioni.title')} count={read.data?.length}>
      <Loaded result={read} missing={t('activities.adesioni.failed')}>
        {(adesioni) =>
          adesioni.length === 0 ? (
            <p>
              {t('activities.adesioni.empty')}{' '}
              <Link to={favouritePath.list.campagna}>{t('activities.adesioni.browse')}</Link>
            </p>
          ) : (
            <ul className="list-unstyled mb-0">
              {adesioni.map((a) => (
                <Item
                  key={a.id}
                  link={<Link to={favouritePath.item('campagna', a.campagnaId)}>{a.titolo}</Link>}
                  state={{
                    label: t('activities.adesioni.stateLabel'),
                    text: t(`activities.adesioni.stati.${a.stato}`),
                    tone: a.stato === 'attiva' ? 'bg-success' : 'bg-secondary',
                  }}
                  details={[
                    a.stato === 'ritirata' && a.ritirato
                      ? t('activities.adesioni.ritirato', { date: formatDate(a.ritirato) })
                      : t('activities.adesioni.aderito', { date: formatDate(a.aderito) }),
                    t('activities.adesioni.period', { dal: formatDate(a.dal), al: formatDate(a.al) }),
                  ]}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
    </ActivitySection>
  );
}

const REQUEST_TONES: Readonly<Record<Richiesta['stato'], string>> = {
  inviata: 'bg-primary',
  presa_in_carico: 'bg-warning text-dark',
  accettata: 'bg-success',
  rifiutata: 'bg-danger',
  completata: 'bg-dark',
  ritirata: 'bg-secondary',
};

/** What a line of the latest requests or suggestions shows. */
interface Latest {
  id: number;
  name: string;
  stato: string;
  tone: string;
  details: string[];
}

/** Where the words of a request's or a suggestion's state are. */
const STATE_TEXTS = { richieste: 'requests', suggerimenti: 'suggestions' } as const;

/**
 * The latest requests or suggestions (the reader's own, or staff's scope): a help line, the items with their
 * state, and the link to all of them with their count.
 */
function LatestSection<T>({
  kind,
  staff,
  read,
  all,
  allTitle,
  line,
}: {
  kind: 'richieste' | 'suggerimenti';
  staff: boolean;
  read: Read<PageOf<T>>;
  all: string;
  allTitle: string;
  line: (item: T) => Latest;
}) {
  const { t } = useTranslation('prosaAttivita');
  const text = (key: 'title' | 'empty' | 'help') => t(`activities.${kind}.${key}${staff ? 'Staff' : ''}`);
  return (
    <ActivitySection id={`attivita-${kind}`} title={text('title')} count={read.data?.total}>
      <Loaded result={read} missing={t(`activities.${kind}.failed`)}>
        {(page) =>
          page.items.length === 0 ? (
            <p>{text('empty')}</p>
          ) : (
            <>
              <p className="small">{text('help')}</p>
              <ul className="list-unstyled">
                {page.items.map(line).map((item) => (
                  <Item
                    key={item.id}
                    link={<Link to={`/prosa/${kind}?id=${item.id}`}>{item.name}</Link>}
                    state={{
                      label: t(`activities.${kind}.stateLabel`),
                      text: t(`${STATE_TEXTS[kind]}.stati.${item.stato}` as 'requests.stati.inviata'),
                      tone: item.tone,
                    }}
                    details={item.details}
                  />
                ))}
              </ul>
              <p className="mb-0">
                <Link to={all}>{t('activities.withCount', { title: allTitle, count: page.total })}</Link>
              </p>
            </>
          )
        }
      </Loaded>
    </ActivitySection>
  );
}

export function RichiesteSection({ read, staff }: { read: Read<PageOf<Richiesta>>; staff: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <LatestSection
      kind="richieste"
      staff={staff}
      read={read}
      all="/prosa/richieste"
      allTitle={t('activities.richieste.all')}
      line={(r) => ({
        id: r.id,
        name: r.oggetto,
        stato: r.stato,
        tone: REQUEST_TONES[r.stato],
        details: [
          t('activities.richieste.updated', { date: formatDate(r.aggiornata) }),
          ...(staff && r.assegnatario ? [t('activities.richieste.assignee', { name: r.assegnatario })] : []),
        ],
      })}
    />
  );
}

export function SuggerimentiSection({ read, staff }: { read: Read<PageOf<Suggerimento>>; staff: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <LatestSection
      kind="suggerimenti"
      staff={staff}
      read={read}
      all={staff ? '/prosa/suggerimenti?stato=inviato' : '/prosa/suggerimenti?mie=1'}
      allTitle={staff ? t('activities.suggerimenti.allStaff') : t('activities.suggerimenti.all')}
      line={(s) => ({
        id: s.id,
        name: s.titolo,
        stato: s.stato,
        tone: s.stato === 'risposto' ? 'bg-success' : 'bg-warning text-dark',
        details: [t('activities.suggerimenti.sent', { date: formatDate(s.inviato) })],
      })}
    />
  );
}

export function PrenotazioniSection({
  upcoming,
  past,
}: {
  upcoming: Read<PageOf<Prenotazione>>;
  past: Read<PageOf<Prenotazione>>;
}) {
  const { t } = useTranslation('prosaAttivita');
  const count = upcoming.data && past.data ? upcoming.data.total + past.data.total : undefined;
  return (
    <ActivitySection id="attivita-prenotazioni" title={t('activities.prenotazioni.title')} count={count}>
      <h3 className="h5">{t('activities.prenotazioni.upcoming')}</h3>
      <Loaded result={upcoming} missing={t('activities.prenotazioni.failed')}>
        {(page) => <Bookings page={page} empty={t('activities.prenotazioni.noneUpcoming')} />}
      </Loaded>
      <h3 className="h5">{t('activities.prenotazioni.past')}</h3>
      <Loaded result={past} missing={t('activities.prenotazioni.failed')}>
        {(page) => <Bookings page={page} empty={t('activities.prenotazioni.nonePast')} />}
      </Loaded>
      <p className="mb-0">
        <CalendarBookingsLink fallback={t('activities.prenotazioni.noCalendar')}>
          {t('activities.prenotazioni.calendarLink')}
        </CalendarBookingsLink>
      </p>
    </ActivitySection>
  );
}

function Bookings({ page, empty }: { page: PageOf<Prenotazione>; empty: string }) {
  const { t } = useTranslation('prosaAttivita');
  if (page.items.length === 0) return <p>{empty}</p>;
  const more = page.total - page.items.length;
  return (
    <>
      <ul className="list-unstyled mb-2">
        {page.items.map((b) => (
          <Item
            key={b.id}
            link={b.titolo ?? b.calendarioNome}
            state={{
              label: t('activities.prenotazioni.stateLabel'),
              text: t(`activities.prenotazioni.stati.${b.stato}`),
              tone: bookingTones[b.stato],
            }}
            details={[
              formatDateTime(b.inizio),
              ...(b.titolo ? [b.calendarioNome] : []),
              ...(b.posizioneAttesa === null
                ? []
                : [t('activities.prenotazioni.waiting', { position: b.posizioneAttesa })]),
            ]}
          />
        ))}
      </ul>
      {more > 0 ? <p className="small">{t('activities.prenotazioni.more', { count: more })}</p> : null}
    </>
  );
}

export function PreferitiSection({ read }: { read: Read<Preferito[]> }) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <ActivitySection
      id="attivita-preferiti"
      title={t('activities.preferiti.title')}
      count={read.data?.length}
    >
      <Loaded result={read} missing={t('activities.preferiti.failed')}>
        {(preferiti) => (
          <p className="mb-0">
            {preferiti.length === 0
              ? t('activities.preferiti.none')
              : t('activities.preferiti.count', { count: preferiti.length })}{' '}
            <Link to="/prosa/preferiti">{t('activities.preferiti.link')}</Link>
          </p>
        )}
      </Loaded>
    </ActivitySection>
  );
}
