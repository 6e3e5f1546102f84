import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeInviti() {
  return (
    <ScreenPlaceholder
      title="Inviti"
      description="Qui si gestiranno gli inviti a medici, pazienti e caregiver."
    />
  );
}
