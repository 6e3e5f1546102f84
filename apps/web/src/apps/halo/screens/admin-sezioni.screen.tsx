import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminSezioni() {
  return (
    <ScreenPlaceholder
      title="Sezioni"
      description="Qui si gestiranno le sezioni delle applicazioni a cui i gruppi danno i permessi."
    />
  );
}
