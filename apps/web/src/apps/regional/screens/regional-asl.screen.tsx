import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function RegionalAsl() {
  return (
    <ScreenPlaceholder
      title="Aziende sanitarie"
      description="Qui si gestiranno le aziende sanitarie con distretti, dipartimenti, presidi ospedalieri e unità operative."
    />
  );
}
