import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminImpostazioni() {
  return (
    <ScreenPlaceholder
      title="Impostazioni della piattaforma"
      description="Qui si gestiranno le impostazioni generali della piattaforma."
    />
  );
}
