import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeMedici() {
  const { t } = useTranslation('stroke');
  return <ScreenPlaceholder title={t('doctors.title')} description={t('doctors.description')} />;
}
