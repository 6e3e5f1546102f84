import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminGruppi() {
  return (
    <ScreenPlaceholder
      title="Gruppi e permessi"
      description="Qui si gestiranno i gruppi, i loro utenti e i permessi per sezione (elenco, lettura, scrittura, modifica, azione, eliminazione)."
    />
  );
}
