import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminConfigurazioni() {
  return (
    <ScreenPlaceholder
      title="Configurazioni"
      description="Qui si gestiranno le configurazioni della piattaforma per ogni applicazione."
    />
  );
}
