import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminModuli() {
  return (
    <ScreenPlaceholder
      title="Moduli"
      description="Qui si consulteranno i moduli disponibili sulla piattaforma."
    />
  );
}
