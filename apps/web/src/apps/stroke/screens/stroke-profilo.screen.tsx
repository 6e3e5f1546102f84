import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeProfilo() {
  const { t } = useTranslation('stroke');
  return <ScreenPlaceholder title={t('profile.title')} description={t('profile.title')} />;
}
