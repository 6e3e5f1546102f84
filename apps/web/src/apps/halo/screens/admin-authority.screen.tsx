import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function AdminAuthority() {
  return (
    <ScreenPlaceholder
      title="Authority"
      description="Qui si gestiranno le authority e la loro associazione alle applicazioni."
    />
  );
}
