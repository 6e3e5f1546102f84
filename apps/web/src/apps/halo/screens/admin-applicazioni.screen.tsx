import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminApplicazioni() {
  return (
    <ScreenPlaceholder
      title="Applicazioni"
      description="Qui si gestiranno le applicazioni della piattaforma, i servizi collegati e le loro autorizzazioni."
    />
  );
}
