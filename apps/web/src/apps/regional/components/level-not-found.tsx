import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A level of the query string that matches no record (deleted, or a stale link). */
export function LevelNotFound({ loading, what, up }: { loading: boolean; what: string; up: string }) {
  const { t } = useTranslation('regional');
  if (loading) return <p>{t('common.loading')}</p>;
  return (
    <>
      <h1>{what}</h1>
      <p>
        <Link to={up}>{t('common.upOneLevel')}</Link>
      </p>
    </>
  );
}
