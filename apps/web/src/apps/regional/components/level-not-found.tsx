import { useTranslation } from 'react-i18next';
import { LoadingState, NotFoundState } from '../../../lib/ui/states.tsx';
import type itRegional from '../locales/it/regional.ts';

/** A level of the query string that matches no record (deleted, or a stale link), once its list is read. */
export function LevelNotFound({
  read,
  what,
  up,
}: {
  read: { isPending: boolean };
  what: keyof (typeof itRegional)['notFound'];
  up: string;
}) {
  const { t } = useTranslation('regional');
  if (read.isPending) return <LoadingState />;
  return <NotFoundState title={t(`notFound.${what}`)} back={up} backLabel={t('common.upOneLevel')} />;
}
