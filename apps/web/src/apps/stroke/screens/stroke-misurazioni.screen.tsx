import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeMisurazioni() {
  return (
    <ScreenPlaceholder
      title="Misurazioni"
      description="Qui si consulteranno le misurazioni dei dispositivi indossabili."
    />
  );
}
