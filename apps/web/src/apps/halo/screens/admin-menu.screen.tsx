import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminMenu() {
  return (
    <ScreenPlaceholder
      title="Menu"
      description="Qui si configureranno le voci di menu, padri e figlie, e il loro ordine."
    />
  );
}
