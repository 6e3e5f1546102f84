import { livelli } from '@halo/contract';
import { tipologieOperatore } from '@halo/contract/prosa';
import { useTranslation } from 'react-i18next';

type Tipologia = (typeof tipologieOperatore)[number]['codice'];
type Livello = (typeof livelli)[number];

const tipologie: readonly string[] = tipologieOperatore.map((tp) => tp.codice);

function isTipologia(code: string): code is Tipologia {
  return tipologie.includes(code);
}

function isLivello(code: string): code is Livello {
  return (livelli as readonly string[]).includes(code);
}

/** Operator types, levels and roles in the user's language; a code the SPA does not know shows as it is. */
export function useOperabilityLabels() {
  const { t } = useTranslation('prosaAccount');
  return {
    tipologia: (code: string) => (isTipologia(code) ? t(`codes.tipologia.${code}`) : code),
    livello: (code: string) => (isLivello(code) ? t(`codes.livello.${code}`) : code),
    ruolo: (ruolo: 'operatore' | 'responsabile') => t(`codes.ruolo.${ruolo}`),
  };
}
