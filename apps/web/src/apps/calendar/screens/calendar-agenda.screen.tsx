import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function CalendarAgenda() {
  const { t } = useTranslation('calendar');
  return <ScreenPlaceholder title={t('agenda.title')} description={t('agenda.description')} />;
}
