import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function HealthenvHome() {
  return (
    <ScreenPlaceholder
      title="Ambiente e salute"
      description="Qui si troverà il riepilogo del monitoraggio ambientale: postazioni e rilevazioni."
    />
  );
}
