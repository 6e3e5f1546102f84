import type { Evento } from '@halo/contract/prosa/eventi';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Paragraphs } from '../../../lib/ui/authored-text.tsx';
import { excerpt, InlineFacts } from '../../../lib/ui/facts.tsx';
import { campagnePaths } from '../campagne/campagne.labels.tsx';
import { progettiPaths } from '../progetti/progetti.labels.tsx';
import { hasStarted, useEventoLabels } from './eventi.labels.tsx';
import { EventoBooking, NamedButton } from './evento-booking.tsx';

const EXCERPT = 300;

/**
 * One event: when (the hours, under its day's heading in the agenda; the day too elsewhere), where, who organises
 * it, the project or campaign it belongs to (a link to its page), its themes and its seats, in words; then the
 * reader's booking and, for staff whose event it is, its changes.
 */
export function EventoCard({
  evento,
  level = 3,
  withDay = false,
  booking = false,
  onEdit,
  onDelete,
  children,
}: {
  evento: Evento;
  level?: 3 | 4;
  /** Write the day with the hours (outside the agenda's days). */
  withDay?: boolean;
  /** Offer the reader's booking. */
  booking?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  /** What follows the facts (a feed's reasons). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useEventoLabels();
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  const parent = evento.progetto
    ? {
        term: t('events.facts.progetto'),
        titolo: evento.progetto.titolo,
        path: progettiPaths.progetto(evento.progetto.id),
      }
    : evento.campagna
      ? {
          term: t('events.facts.campagna'),
          titolo: evento.campagna.titolo,
          path: campagnePaths.campagna(evento.campagna.id),
        }
      : null;
  const waiting = labels.waiting(evento);
  const facts: [string, ReactNode][] = [
    [t('events.facts.quando'), withDay ? labels.when(evento) : labels.hours(evento)],
    [t('events.facts.dove'), evento.luogo],
    [t('events.facts.organizza'), labels.aslName(evento.denominazioneAzienda)],
  ];
  if (parent) {
    facts.push([
      parent.term,
      <Link key="parent" to={parent.path}>
        {parent.titolo}
      </Link>,
    ]);
  }
  if (evento.tematiche.length > 0) {
    facts.push([t('events.facts.tematiche'), evento.tematiche.map((x) => x.nome).join(', ')]);
  }
  facts.push([
    t('events.facts.posti'),
    waiting ? `${labels.seats(evento)} · ${waiting}` : labels.seats(evento),
  ]);
  const started = hasStarted(evento);
  return (
    <article className="card shadow-sm h-100" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <Heading id={titleId} className="h5 card-title mb-2">
            {evento.titolo}
          </Heading>
          <div className="d-flex flex-wrap gap-2">
            {started ? <span className="badge bg-secondary">{t('events.badges.started')}</span> : null}
            {!started && evento.liberi === 0 ? (
              <span className="badge bg-dark">{t('events.badges.full')}</span>
            ) : null}
          </div>
        </div>
        <InlineFacts items={facts} className="mb-2" />
        {evento.descrizione ? (
          <Paragraphs text={excerpt(evento.descrizione, EXCERPT)} className="mb-2" />
        ) : null}
        {children}
        {booking ? <EventoBooking evento={evento} /> : null}
        {onEdit || onDelete ? (
          <div className="d-flex flex-wrap gap-2 mt-3 pt-3 border-top">
            {onEdit ? (
              <NamedButton
                color="primary"
                outline
                onClick={onEdit}
                words={t('events.manage.edit')}
                title={evento.titolo}
              />
            ) : null}
            {onDelete ? (
              <NamedButton
                color="danger"
                outline
                onClick={onDelete}
                words={t('events.manage.delete')}
                title={evento.titolo}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
