import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function CalendarAgenda() {
  const { t } = useTranslation('calendar');
  return <ScreenPlaceholder title={t('manage.agenda.title')} description={t('manage.agenda.description')} />;
}
