import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaPreferiti() {
  const { t } = useTranslation('prosa');
  return <ScreenPlaceholder title={t('favourites.title')} description={t('favourites.description')} />;
}
