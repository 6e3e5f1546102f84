import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminUtenti() {
  return (
    <ScreenPlaceholder
      title="Utenti"
      description="Qui si gestiranno gli utenti: creazione, modifica, gruppi di appartenenza e reinvio dell'email di attivazione."
    />
  );
}
