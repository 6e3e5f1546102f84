import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function CalendarPrenotazioni() {
  return (
    <ScreenPlaceholder
      title="Prenotazioni"
      description="Qui si prenoteranno e cancelleranno gli eventi dei calendari."
    />
  );
}
