import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminRuoli() {
  return <ScreenPlaceholder title="Ruoli" description="Qui si gestiranno i ruoli di ogni applicazione." />;
}
