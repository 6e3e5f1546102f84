import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaCampagna() {
  const { t } = useTranslation('prosa');
  return <ScreenPlaceholder title={t('campaigns.title')} description="" />;
}
