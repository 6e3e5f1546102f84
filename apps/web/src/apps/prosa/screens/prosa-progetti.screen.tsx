import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaProgetti() {
  return (
    <ScreenPlaceholder
      title="Progetti"
      description="Qui si consulteranno e proporranno i progetti di promozione della salute."
    />
  );
}
