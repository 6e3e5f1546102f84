import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaEventi() {
  return (
    <ScreenPlaceholder
      title="Eventi"
      description="Qui si consulteranno gli eventi di prevenzione sul territorio."
    />
  );
}
