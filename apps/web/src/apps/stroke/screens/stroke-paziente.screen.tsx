import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokePaziente() {
  const { t } = useTranslation('stroke');
  return <ScreenPlaceholder title={t('patient.title')} description={t('patient.description')} />;
}
