import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaRichieste() {
  return (
    <ScreenPlaceholder title="Richieste" description="Qui si gestiranno le richieste e il loro stato." />
  );
}
