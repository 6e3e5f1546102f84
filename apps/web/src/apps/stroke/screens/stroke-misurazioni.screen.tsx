import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeMisurazioni() {
  const { t } = useTranslation('stroke');
  return <ScreenPlaceholder title={t('measurements.title')} description={t('measurements.description')} />;
}
