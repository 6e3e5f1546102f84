import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokePazienti() {
  return (
    <ScreenPlaceholder
      title="Pazienti"
      description="Qui si consulteranno i pazienti seguiti e si inviteranno nuovi pazienti."
    />
  );
}
