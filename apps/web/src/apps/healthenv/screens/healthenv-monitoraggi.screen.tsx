import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function HealthenvMonitoraggi() {
  return (
    <ScreenPlaceholder
      title="Monitoraggi"
      description="Qui si registreranno e consulteranno le rilevazioni delle postazioni."
    />
  );
}
