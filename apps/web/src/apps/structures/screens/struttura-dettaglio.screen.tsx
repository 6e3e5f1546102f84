import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrutturaDettaglio() {
  return (
    <ScreenPlaceholder
      title="Dettaglio della struttura"
      description="Qui si consulteranno i dati di una struttura."
    />
  );
}
