import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function CalendarCalendari() {
  const { t } = useTranslation('calendar');
  return (
    <ScreenPlaceholder title={t('manage.calendars.title')} description={t('manage.calendars.description')} />
  );
}
