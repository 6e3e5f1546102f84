import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function CalendarPrenotazioni() {
  const { t } = useTranslation('calendar');
  return <ScreenPlaceholder title={t('bookings.title')} description={t('bookings.description')} />;
}
