import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaAsl() {
  const { t } = useTranslation('prosa');
  return <ScreenPlaceholder title={t('asl.title')} description={t('asl.description')} />;
}
