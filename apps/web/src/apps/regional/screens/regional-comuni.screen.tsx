import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function RegionalComuni() {
  return <ScreenPlaceholder title="Comuni e quartieri" description="Qui si gestiranno comuni e quartieri." />;
}
