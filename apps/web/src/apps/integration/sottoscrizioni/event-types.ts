import { useTranslation } from 'react-i18next';
import { useTipiEvento } from './sottoscrizioni.queries.ts';

/** The event types as the server names them, in the reader's language: the form's choices and the lists' labels. */
export function useEventTypes() {
  const { i18n } = useTranslation('integration');
  const types = useTipiEvento();
  const english = i18n.language === 'en';
  const all = types.data ?? [];
  const labelOf = (tipo: string) => {
    const found = all.find((entry) => entry.tipo === tipo);
    // A type the server no longer names (an old delivery) still shows, by its code.
    return found ? (english ? found.etichetta.en : found.etichetta.it) : tipo;
  };
  return {
    labelOf,
    /** What a subscription may choose: every type but the test event. */
    choices: all
      .filter((entry) => entry.sottoscrivibile)
      .map((entry) => ({ value: entry.tipo, label: labelOf(entry.tipo) })),
  };
}
