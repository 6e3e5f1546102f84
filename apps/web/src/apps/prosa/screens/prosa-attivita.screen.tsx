import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaAttivita() {
  const { t } = useTranslation('prosa');
  return <ScreenPlaceholder title={t('activities.title')} description={t('activities.description')} />;
}
