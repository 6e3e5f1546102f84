import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function HealthenvPostazioni() {
  const { t } = useTranslation('healthenv');
  return <ScreenPlaceholder title={t('stations.title')} description={t('stations.description')} />;
}
