import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminProviderIdentita() {
  return (
    <ScreenPlaceholder
      title="Provider d'identità"
      description="Qui si consulterà la configurazione del provider d'identità usato per l'accesso."
    />
  );
}
