import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function CalendarPrenotazioni() {
  const { t } = useTranslation('calendar');
  return (
    <ScreenPlaceholder title={t('booking.bookings.title')} description={t('booking.bookings.description')} />
  );
}
