import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeFattori() {
  const { t } = useTranslation('stroke');
  return <ScreenPlaceholder title={t('factors.title')} description={t('factors.description')} />;
}
