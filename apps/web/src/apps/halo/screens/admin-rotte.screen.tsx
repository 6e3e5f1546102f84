import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminRotte() {
  return (
    <ScreenPlaceholder
      title="Rotte"
      description="Qui si configureranno le rotte di ogni applicazione, con le loro sotto-rotte e le schermate collegate."
    />
  );
}
