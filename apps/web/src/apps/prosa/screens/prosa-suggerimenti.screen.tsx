import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaSuggerimenti() {
  const { t } = useTranslation('prosa');
  return <ScreenPlaceholder title={t('suggestions.title')} description={t('suggestions.description')} />;
}
