import { destinatari, settings } from '@halo/contract/prosa/progetti';
import { useTranslation } from 'react-i18next';

type Destinatario = (typeof destinatari)[number]['codice'];
type Setting = (typeof settings)[number]['codice'];

const isDestinatario = (code: string): code is Destinatario => destinatari.some((d) => d.codice === code);
const isSetting = (code: string): code is Setting => settings.some((s) => s.codice === code);

/**
 * The words of the contract's target groups and settings, which projects and requests share ('targets' of the
 * prosaAttivita texts); a code the contract does not know is shown as it is.
 */
export function useTargetLabels() {
  const { t } = useTranslation('prosaAttivita');
  return {
    destinatario: (code: string) => (isDestinatario(code) ? t(`targets.destinatario.${code}`) : code),
    setting: (code: string) => (isSetting(code) ? t(`targets.setting.${code}`) : code),
  };
}
