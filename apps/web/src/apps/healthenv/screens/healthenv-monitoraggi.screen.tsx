import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function HealthenvMonitoraggi() {
  const { t } = useTranslation('healthenv');
  return <ScreenPlaceholder title={t('monitoring.title')} description={t('monitoring.description')} />;
}
