import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaPreferiti() {
  return (
    <ScreenPlaceholder
      title="Preferiti"
      description="Qui si troveranno le tematiche preferite e i contenuti salvati."
    />
  );
}
