import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function HealthenvPostazioni() {
  return (
    <ScreenPlaceholder
      title="Postazioni di monitoraggio"
      description="Qui si gestiranno le postazioni di monitoraggio ambientale."
    />
  );
}
