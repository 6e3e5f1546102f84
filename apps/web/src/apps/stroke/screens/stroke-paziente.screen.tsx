import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokePaziente() {
  return (
    <ScreenPlaceholder
      title="Scheda paziente"
      description="Qui si consulterà la scheda del paziente con i punteggi di rischio e i loro storici."
    />
  );
}
