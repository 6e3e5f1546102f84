import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeHome() {
  return (
    <ScreenPlaceholder
      title="Stroke care"
      description="Qui si troverà il riepilogo del servizio di cura dell'ictus per medici, pazienti e caregiver."
    />
  );
}
