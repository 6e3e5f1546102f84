import { applicationClients } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function CalendarHome() {
  const { t } = useTranslation('calendar');
  // The home's title is the application's name, which is not translated (like the header's).
  return (
    <ScreenPlaceholder title={applicationClients.calendar} description={t('booking.home.description')} />
  );
}
