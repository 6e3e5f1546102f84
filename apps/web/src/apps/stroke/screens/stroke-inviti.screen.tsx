import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeInviti() {
  const { t } = useTranslation('stroke');
  return <ScreenPlaceholder title={t('invitations.title')} description={t('invitations.description')} />;
}
