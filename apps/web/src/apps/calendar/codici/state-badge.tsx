import type { BookingState } from '@halo/contract/calendar';
import { useTranslation } from 'react-i18next';
import { StateBadge } from '../../../lib/ui/states.tsx';
import { stateLabel } from '../calendar.api.ts';

/** Bootstrap Italia's accessible colours of the operators' screens. */
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
export function BookingStateBadge({ stato }: { stato: BookingState }) {
  const { t } = useTranslation('calendar');
  return (
    <StateBadge tone={COLOURS[stato]} label={t('booking.bookings.state')}>
      {stateLabel(stato)}
    </StateBadge>
  );
}
