import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StruttureHome() {
  return (
    <ScreenPlaceholder
      title="Strutture"
      description="Qui si troverà il riepilogo delle strutture e delle loro tipologie."
    />
  );
}
