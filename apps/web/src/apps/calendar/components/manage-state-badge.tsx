import type { BookingState } from '@halo/contract/calendar';
import { stateLabel } from '../calendar.api.ts';

/** Bootstrap Italia's accessible colours; the state is always written too, never told by colour alone. */
const COLOURS: Readonly<Record<BookingState, string>> = {
  prenotato: 'bg-primary',
  confermato: 'bg-primary',
  'in-attesa': 'bg-secondary',
  arrivato: 'bg-success',
  completato: 'bg-success',
  'non-presentato': 'bg-danger',
  annullato: 'bg-secondary',
};

/** A booking's state as a badge, in the user's language. */
export function StateBadge({ stato }: { stato: BookingState }) {
  return <span className={`badge ${COLOURS[stato]}`}>{stateLabel(stato)}</span>;
}
