import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaRichieste() {
  const { t } = useTranslation('prosa');
  return <ScreenPlaceholder title={t('requests.title')} description={t('requests.description')} />;
}
