import type { ProfiloStroke } from '@halo/contract/stroke/profilo';
import { Button } from 'design-react-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useStrokeProfilo } from './profilo.queries.ts';

/**
 * What a stroke screen shows before it knows who the person is in the service: the wait, a failed read with a way
 * to try again, or why there is no profile (an account nobody invited, an invitation not confirmed). Once the
 * profile is there, the screen itself.
 */
export function ProfiloGate({
  title,
  children,
}: {
  title: string;
  children: (profilo: ProfiloStroke) => ReactNode;
}) {
  const { t } = useTranslation('stroke');
  const profilo = useStrokeProfilo();
  if (profilo.data && !profilo.isError) return children(profilo.data);
  let body = <LoadingState />;
  if (profilo.isError) {
    body = (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        <p className="mb-0">{profilo.error.message || t('home.readError')}</p>
        <Button color="danger" outline size="sm" type="button" onClick={() => void profilo.refetch()}>
          {t('home.retry')}
        </Button>
      </div>
    );
  } else if (profilo.data === null) {
    body = (
      <div className="alert alert-info">
        <p className="fw-semibold">{t('home.noProfile.text')}</p>
        <p className="mb-0">{t('home.noProfile.how')}</p>
      </div>
    );
  }
  return <Page title={title}>{body}</Page>;
}
