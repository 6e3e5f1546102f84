import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StruttureElenco() {
  return (
    <ScreenPlaceholder
      title="Elenco delle strutture"
      description="Qui si consulterà l'elenco delle strutture con filtri per tipologia."
    />
  );
}
