import { ScreenPlaceholder } from '../../../shell/layout/screen-placeholder.tsx';

export function StrokeFattori() {
  return (
    <ScreenPlaceholder
      title="Fattori clinici e di rischio"
      description="Qui si registreranno i fattori clinici e i fattori di rischio del paziente."
    />
  );
}
