import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminLog() {
  return (
    <ScreenPlaceholder
      title="Registro delle attività"
      description="Qui si consulterà il registro delle modifiche a configurazione, permessi e dati clinici."
    />
  );
}
