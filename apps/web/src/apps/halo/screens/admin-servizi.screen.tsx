import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminServizi() {
  return (
    <ScreenPlaceholder
      title="Servizi"
      description="Qui si gestiranno i servizi delle applicazioni e la loro abilitazione come servizio base o microservizio."
    />
  );
}
