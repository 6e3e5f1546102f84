import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaProgettoNuovo() {
  const { t } = useTranslation('prosaAttivita');
  return <ScreenPlaceholder title={t('projects.title')} description="" />;
}
