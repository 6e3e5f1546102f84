import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useRispostaDialog } from './risposta-dialog.tsx';
import { StatoBadge } from './suggerimenti.labels.tsx';
import { useSuggerimento } from './suggerimenti.queries.ts';
import { SuggerimentoContent } from './suggerimento-card.tsx';

/**
 * One suggestion (`?id=<id>`, the link of the answer's mail): what it says, its answer and, for staff in scope, the
 * way to answer it. One that does not exist, or that the reader may not see, says so with the way back.
 */
export function SuggerimentoDetail({ id, back }: { id: number | null; back: string }) {
  const { t } = useTranslation('prosaAttivita');
  const suggerimento = useSuggerimento(id);
  const answering = useRispostaDialog();
  const crumbs = (label: string) => [{ label: t('suggestions.title'), to: back }, { label }];

  if (id !== null && suggerimento.isPending) {
    return (
      <Page title={t('suggestions.title')} breadcrumbs={crumbs(t('suggestions.title'))}>
        <LoadingState />
      </Page>
    );
  }
  const s = suggerimento.data;
  if (!s) {
    const failed = suggerimento.isError;
    const title = failed ? t('suggestions.detail.failed') : t('suggestions.detail.notFound');
    return (
      <Page title={title} breadcrumbs={crumbs(title)}>
        {failed ? null : <p>{t('suggestions.detail.notFoundText')}</p>}
        <p>
          <Link to={back}>{t('suggestions.detail.back')}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={s.titolo} breadcrumbs={crumbs(s.titolo)}>
      <div className="mb-3">
        <StatoBadge stato={s.stato} />
      </div>
      <SuggerimentoContent suggerimento={s} onAnswer={answering.open} answerHeadingLevel={2} />
      <p className="mt-4">
        <Link to={back}>{t('suggestions.detail.back')}</Link>
      </p>
      {answering.dialog}
    </Page>
  );
}
