import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminPostaInUscita() {
  return (
    <ScreenPlaceholder
      title="Posta in uscita"
      description="Qui si consulteranno le email inviate dalla piattaforma, come gli inviti e le attivazioni."
    />
  );
}
