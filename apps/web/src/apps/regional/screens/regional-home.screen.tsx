import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function RegionalHome() {
  return (
    <ScreenPlaceholder
      title="Dati regionali"
      description="Qui si troverà il riepilogo dei dati anagrafici regionali e sanitari."
    />
  );
}
