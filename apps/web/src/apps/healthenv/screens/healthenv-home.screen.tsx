import { applicationClients } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function HealthenvHome() {
  const { t } = useTranslation('healthenv');
  // The home's title is the application's name, which is not translated (like the header's).
  return <ScreenPlaceholder title={applicationClients.healthenv} description={t('home.description')} />;
}
