import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaProgetti() {
  const { t } = useTranslation('prosa');
  return <ScreenPlaceholder title={t('projects.title')} description={t('projects.description')} />;
}
