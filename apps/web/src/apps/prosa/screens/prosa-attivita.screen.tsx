import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaAttivita() {
  return (
    <ScreenPlaceholder
      title="Le mie attività"
      description="Qui si troveranno le proprie adesioni, richieste e attività sul portale."
    />
  );
}
