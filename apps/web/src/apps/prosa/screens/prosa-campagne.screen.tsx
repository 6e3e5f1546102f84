import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaCampagne() {
  return (
    <ScreenPlaceholder
      title="Campagne di prevenzione"
      description="Qui si consulteranno e gestiranno le campagne di prevenzione e le adesioni."
    />
  );
}
