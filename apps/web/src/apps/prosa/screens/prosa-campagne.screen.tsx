import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaCampagne() {
  const { t } = useTranslation('prosa');
  return <ScreenPlaceholder title={t('campaigns.title')} description={t('campaigns.description')} />;
}
