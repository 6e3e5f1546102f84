import { useTranslation } from 'react-i18next';
import { LoadingState, NotFoundState } from '../../../lib/ui/states.tsx';

/** A level of the query string that matches no record (deleted, or a stale link). */
export function LevelNotFound({ loading, what, up }: { loading: boolean; what: string; up: string }) {
  const { t } = useTranslation('regional');
  if (loading) return <LoadingState />;
  return <NotFoundState title={what} back={up} backLabel={t('common.upOneLevel')} />;
}
