import type { Page as PageOf } from '@halo/contract';
import type { Prenotazione } from '@halo/contract/calendar';
import type { Adesione } from '@halo/contract/prosa/campagne';
import type { Preferito } from '@halo/contract/prosa/preferiti';
import type { Richiesta } from '@halo/contract/prosa/richieste';
import type { Suggerimento } from '@halo/contract/prosa/suggerimenti';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/ui/list-params.ts';
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

/** The read's state, or `children` with its data. */
function ReadState<T>({
  read,
  failed,
  children,
}: {
  read: Read<T>;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('prosaAttivita');
  if (read.isPending) return <p>{t('activities.loading')}</p>;
  if (!read.data) return <p>{failed}</p>;
  return children(read.data);
}

/** A state written in a badge, with its name for screen readers; never told by colour alone. */
function Badge({ label, text, tone }: { label: string; text: string; tone: string }) {
  return (
    <span className={`badge ${tone}`}>
      <span className="visually-hidden">{label} </span>
      {text}
    </span>
  );
}

/** One line of a section: what it is (a link), its state, and the rest in small print. */
function Item({ link, badge, details }: { link: ReactNode; badge: ReactNode; details: string[] }) {
  return (
    <li className="mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold">{link}</span>
        {badge}
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
      <ReadState read={read} failed={t('activities.adesioni.failed')}>
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
                  badge={
                    <Badge
                      label={t('activities.adesioni.stateLabel')}
                      text={t(`activities.adesioni.stati.${a.stato}`)}
                      tone={a.stato === 'attiva' ? 'bg-success' : 'bg-secondary'}
                    />
                  }
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
      </ReadState>
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

export function RichiesteSection({ read, staff }: { read: Read<PageOf<Richiesta>>; staff: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const title = staff ? t('activities.richieste.titleStaff') : t('activities.richieste.title');
  return (
    <ActivitySection id="attivita-richieste" title={title} count={read.data?.total}>
      <ReadState read={read} failed={t('activities.richieste.failed')}>
        {(page) =>
          page.items.length === 0 ? (
            <p>{staff ? t('activities.richieste.emptyStaff') : t('activities.richieste.empty')}</p>
          ) : (
            <>
              <p className="small">
                {staff ? t('activities.richieste.helpStaff') : t('activities.richieste.help')}
              </p>
              <ul className="list-unstyled">
                {page.items.map((r) => (
                  <Item
                    key={r.id}
                    link={<Link to={`/prosa/richieste?id=${r.id}`}>{r.oggetto}</Link>}
                    badge={
                      <Badge
                        label={t('activities.richieste.stateLabel')}
                        text={t(`activities.richieste.stati.${r.stato}`)}
                        tone={REQUEST_TONES[r.stato]}
                      />
                    }
                    details={[
                      t('activities.richieste.updated', { date: formatDate(r.aggiornata) }),
                      ...(staff && r.assegnatario
                        ? [t('activities.richieste.assignee', { name: r.assegnatario })]
                        : []),
                    ]}
                  />
                ))}
              </ul>
              <p className="mb-0">
                <Link to="/prosa/richieste">
                  {t('activities.withCount', { title: t('activities.richieste.all'), count: page.total })}
                </Link>
              </p>
            </>
          )
        }
      </ReadState>
    </ActivitySection>
  );
}

export function SuggerimentiSection({ read, staff }: { read: Read<PageOf<Suggerimento>>; staff: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const title = staff ? t('activities.suggerimenti.titleStaff') : t('activities.suggerimenti.title');
  const all = staff ? '/prosa/suggerimenti?stato=inviato' : '/prosa/suggerimenti?mie=1';
  return (
    <ActivitySection id="attivita-suggerimenti" title={title} count={read.data?.total}>
      <ReadState read={read} failed={t('activities.suggerimenti.failed')}>
        {(page) =>
          page.items.length === 0 ? (
            <p>{staff ? t('activities.suggerimenti.emptyStaff') : t('activities.suggerimenti.empty')}</p>
          ) : (
            <>
              <p className="small">
                {staff ? t('activities.suggerimenti.helpStaff') : t('activities.suggerimenti.help')}
              </p>
              <ul className="list-unstyled">
                {page.items.map((s) => (
                  <Item
                    key={s.id}
                    link={<Link to={`/prosa/suggerimenti?id=${s.id}`}>{s.titolo}</Link>}
                    badge={
                      <Badge
                        label={t('activities.suggerimenti.stateLabel')}
                        text={t(`activities.suggerimenti.stati.${s.stato}`)}
                        tone={s.stato === 'risposto' ? 'bg-success' : 'bg-warning text-dark'}
                      />
                    }
                    details={[t('activities.suggerimenti.sent', { date: formatDate(s.inviato) })]}
                  />
                ))}
              </ul>
              <p className="mb-0">
                <Link to={all}>
                  {t('activities.withCount', {
                    title: staff ? t('activities.suggerimenti.allStaff') : t('activities.suggerimenti.all'),
                    count: page.total,
                  })}
                </Link>
              </p>
            </>
          )
        }
      </ReadState>
    </ActivitySection>
  );
}

const BOOKING_TONES: Readonly<Record<Prenotazione['stato'], string>> = {
  prenotato: 'bg-success',
  confermato: 'bg-success',
  'in-attesa': 'bg-warning text-dark',
  arrivato: 'bg-primary',
  completato: 'bg-secondary',
  'non-presentato': 'bg-danger',
  annullato: 'bg-secondary',
};

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
      <ReadState read={upcoming} failed={t('activities.prenotazioni.failed')}>
        {(page) => <Bookings page={page} empty={t('activities.prenotazioni.noneUpcoming')} />}
      </ReadState>
      <h3 className="h5">{t('activities.prenotazioni.past')}</h3>
      <ReadState read={past} failed={t('activities.prenotazioni.failed')}>
        {(page) => <Bookings page={page} empty={t('activities.prenotazioni.nonePast')} />}
      </ReadState>
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
            badge={
              <Badge
                label={t('activities.prenotazioni.stateLabel')}
                text={t(`activities.prenotazioni.stati.${b.stato}`)}
                tone={BOOKING_TONES[b.stato]}
              />
            }
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
      <ReadState read={read} failed={t('activities.preferiti.failed')}>
        {(preferiti) => (
          <p className="mb-0">
            {preferiti.length === 0
              ? t('activities.preferiti.none')
              : t('activities.preferiti.count', { count: preferiti.length })}{' '}
            <Link to="/prosa/preferiti">{t('activities.preferiti.link')}</Link>
          </p>
        )}
      </ReadState>
    </ActivitySection>
  );
}
