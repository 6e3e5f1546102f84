import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function RegionalRegioni() {
  return <ScreenPlaceholder title="Regioni e province" description="Qui si gestiranno regioni e province." />;
}
