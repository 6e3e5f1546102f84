import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaEventi() {
  const { t } = useTranslation('prosa');
  return <ScreenPlaceholder title={t('events.title')} description={t('events.description')} />;
}
