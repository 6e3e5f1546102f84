import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeAssistiti() {
  const { t } = useTranslation('stroke');
  return <ScreenPlaceholder title={t('assisted.title')} description={t('assisted.title')} />;
}
