import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function ProsaSuggerimenti() {
  return (
    <ScreenPlaceholder
      title="Suggerimenti"
      description="Qui si raccoglieranno e consulteranno i suggerimenti."
    />
  );
}
