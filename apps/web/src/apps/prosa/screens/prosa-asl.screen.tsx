import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaAsl() {
  return (
    <ScreenPlaceholder
      title="Aziende sanitarie registrate"
      description="Qui si consulteranno le aziende sanitarie registrate, con distretti, dipartimenti e strutture."
    />
  );
}
