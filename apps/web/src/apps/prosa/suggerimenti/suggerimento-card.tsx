import { aslName } from '@halo/contract/asl-name';
import type { Suggerimento } from '@halo/contract/prosa/suggerimenti';
import { Button } from 'design-react-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { Paragraphs } from '../../../lib/ui/authored-text.tsx';
import { formatDate } from '../../../lib/ui/list-params.ts';
import { StatoBadge } from './suggerimenti.labels.tsx';

/**
 * A suggestion in the list: its title (leading to its own page, `?id=`), its state and everything about it.
 */
export function SuggerimentoCard({
  suggerimento,
  to,
  onAnswer,
}: {
  suggerimento: Suggerimento;
  to: To;
  onAnswer: (suggerimento: Suggerimento) => void;
}) {
  const titleId = useId();
  return (
    <article className="card shadow-sm" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <h3 id={titleId} className="h5 card-title mb-1">
            <Link to={to}>{suggerimento.titolo}</Link>
          </h3>
          <StatoBadge stato={suggerimento.stato} />
        </div>
        <SuggerimentoContent suggerimento={suggerimento} onAnswer={onAnswer} answerHeadingLevel={4} />
      </div>
    </article>
  );
}

/**
 * What a suggestion says and what it was answered: where it went, when, its theme and, for whoever may know, who
 * sent it; the proposer's consent (to them, and to staff when it rules out a public answer); the answer marked
 * public or private; the way to answer it for staff in scope.
 */
export function SuggerimentoContent({
  suggerimento: s,
  onAnswer,
  answerHeadingLevel,
}: {
  suggerimento: Suggerimento;
  onAnswer: (suggerimento: Suggerimento) => void;
  answerHeadingLevel: 2 | 4;
}) {
  const { t } = useTranslation('prosaAttivita');
  const meta = [
    aslName(s.denominazioneAzienda),
    s.tematica ? t('suggestions.item.tematica', { name: s.tematica.nome }) : null,
    t('suggestions.item.sent', { date: formatDate(s.inviato) }),
    s.mio ? t('suggestions.item.mine') : s.autore ? t('suggestions.item.from', { autore: s.autore }) : null,
  ].filter(Boolean);
  const AnswerHeading = answerHeadingLevel === 2 ? 'h2' : 'h4';
  return (
    <>
      <p className="small mb-2">{meta.join(' · ')}</p>
      <Paragraphs text={s.testo} className="mb-2" />
      {s.mio ? (
        <p className="small fst-italic">
          {s.pubblicabile ? t('suggestions.item.consentGiven') : t('suggestions.item.consentRefused')}
        </p>
      ) : null}
      {s.rispondibile && !s.pubblicabile ? (
        <p className="small fst-italic">{t('suggestions.item.notPublishable')}</p>
      ) : null}
      {s.risposta !== null ? (
        <div className="mt-3 ps-3 border-start border-4 border-primary">
          <AnswerHeading className="h6 mb-1">
            {s.rispostaPubblica ? t('suggestions.item.publicAnswer') : t('suggestions.item.privateAnswer')}
          </AnswerHeading>
          {s.rispostoIl ? (
            <p className="small mb-2">
              {t('suggestions.item.answeredOn', { date: formatDate(s.rispostoIl) })}
            </p>
          ) : null}
          <Paragraphs text={s.risposta} className="mb-2" />
        </div>
      ) : s.stato === 'inviato' ? (
        <p className="small mb-0">{t('suggestions.item.waiting')}</p>
      ) : null}
      {s.rispondibile ? (
        <Button
          color="primary"
          outline={s.risposta !== null}
          size="sm"
          type="button"
          className="mt-3"
          aria-label={
            s.risposta !== null
              ? t('suggestions.item.correctLabel', { titolo: s.titolo })
              : t('suggestions.item.answerLabel', { titolo: s.titolo })
          }
          onClick={() => onAnswer(s)}
        >
          {s.risposta !== null ? t('suggestions.item.correct') : t('suggestions.item.answer')}
        </Button>
      ) : null}
    </>
  );
}
