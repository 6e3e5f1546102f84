import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokePazienti() {
  const { t } = useTranslation('stroke');
  return <ScreenPlaceholder title={t('patients.title')} description={t('patients.description')} />;
}
