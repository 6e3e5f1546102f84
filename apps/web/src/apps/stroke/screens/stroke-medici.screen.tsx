import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeMedici() {
  return (
    <ScreenPlaceholder
      title="Medici"
      description="Qui si gestiranno i medici del servizio e i loro inviti."
    />
  );
}
