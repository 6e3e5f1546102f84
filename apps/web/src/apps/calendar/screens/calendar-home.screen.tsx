import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function CalendarHome() {
  return (
    <ScreenPlaceholder
      title="Calendario e prenotazioni"
      description="Qui si troverà il riepilogo di calendari e prenotazioni."
    />
  );
}
