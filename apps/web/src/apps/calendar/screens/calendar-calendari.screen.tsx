import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function CalendarCalendari() {
  return <ScreenPlaceholder title="Calendari" description="Qui si creeranno e configureranno i calendari." />;
}
