import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaReport() {
  return <ScreenPlaceholder title="Report" description="" />;
}
