import type { Invito, InvitoStato } from '@halo/contract';
import type { FattoriRischio } from '@halo/contract/stroke/fattori';
import type { Paziente } from '@halo/contract/stroke/pazienti';
import { NIHSS_ITEMS, type NihssItem } from '@halo/contract/stroke/scores';
import { useTranslation } from 'react-i18next';
import { dayInItaly } from '../../../lib/locale.ts';
import { numberFormat } from '../../../lib/number-format.ts';
import { useBackTo } from '../../../lib/ui/list-params.ts';
import { StateBadge } from '../../../lib/ui/states.tsx';

/** Where the patients' screens are (the manifest's routes and sub-routes). */
export const pazientiPaths = {
  list: '/stroke/pazienti',
  paziente: (id: number) => `/stroke/pazienti/${id}`,
  /** The caregiver's list of the people they care for (their cards are below it). */
  assistiti: '/stroke/assistiti',
};

/** The list the doctor came from (its search, sort and page), for the way back; the bare list otherwise. */
export const useBackToPazienti = (): string => useBackTo(pazientiPaths.list);

const ROME = 'Europe/Rome';
// Four-digit years: a birth date of 1950 must not read as 2050.
const day = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: ROME,
});
const moment = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ROME,
});

function parsed(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day in Italy, `gg/mm/aaaa` (a date of birth, of an event, of an invitation); a dash when missing. */
export function formatGiorno(iso: string | null | undefined): string {
  const date = parsed(iso);
  return date ? day.format(date) : '—';
}

/** A moment in Italy, `gg/mm/aaaa, hh:mm`. */
export function formatMomento(iso: string | null | undefined): string {
  const date = parsed(iso);
  return date ? moment.format(date) : '—';
}

/** Today in Italy (AAAA-MM-GG): an event's date may not be later, as the server checks. */
export const todayInItaly = (now = new Date()) => dayInItaly(now);

export const fullName = (p: { nome: string; cognome: string }) => `${p.nome} ${p.cognome}`.trim();

/** Numbers in the reader's language: 3,2 in Italian, 3.2 in English. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
}

/** Bootstrap Italia's accessible colours; the state is always written, never told by colour alone. */
const INVITO_BADGES: Readonly<Record<InvitoStato, string>> = {
  inviato: 'bg-primary',
  aperto: 'bg-info text-dark',
  accettato: 'bg-success',
  scaduto: 'bg-warning text-dark',
  revocato: 'bg-secondary',
};

/** Where a person's latest invitation stands, in words; "Nessun invito" when there is none. */
export function InvitoBadge({ invito }: { invito: Pick<Invito, 'stato'> | null }) {
  const { t } = useTranslation('stroke');
  return (
    <StateBadge
      tone={invito ? INVITO_BADGES[invito.stato] : 'bg-light text-dark border'}
      label={t('patient.invitation.label')}
    >
      {invito ? t(`patient.invitation.states.${invito.stato}`) : t('patient.invitation.none')}
    </StateBadge>
  );
}

/** The invitation's dates that happened, in words: sent, opened, accepted, and when it expires. */
export function useInvitoDates() {
  const { t } = useTranslation('stroke');
  return (invito: Invito): string =>
    [
      t('patient.invitation.sent', { date: formatGiorno(invito.inviatoIl) }),
      invito.apertoIl ? t('patient.invitation.opened', { date: formatGiorno(invito.apertoIl) }) : null,
      invito.accettatoIl
        ? t('patient.invitation.accepted', { date: formatGiorno(invito.accettatoIl) })
        : null,
      invito.stato === 'inviato'
        ? t('patient.invitation.expires', { date: formatGiorno(invito.scadeIl) })
        : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

export function useSessoLabel() {
  const { t } = useTranslation('stroke');
  return (sesso: Paziente['sesso']) => t(`patient.fields.sessi.${sesso}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Scores and factors

/** The NIHSS items in the scale's order, with their maxima (Brott 1989). */
export const NIHSS_CODES = Object.keys(NIHSS_ITEMS) as NihssItem[];

/** The mRS grades, 0 (no symptoms) to 6 (dead). */
export const MRS_VALUES = [0, 1, 2, 3, 4, 5, 6] as const;
export type MrsValue = (typeof MRS_VALUES)[number];
export const isMrsValue = (value: number): value is MrsValue =>
  (MRS_VALUES as readonly number[]).includes(value);

/** Every score the histories and the card name. */
export const SCORE_KEYS = [
  'cha2ds2vasc',
  'cha2ds2va',
  'hasbled',
  'framingham',
  'nihss',
  'nihssIngresso',
  'nihssDimissione',
  'mrs',
] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];
const isScoreKey = (key: string): key is ScoreKey => (SCORE_KEYS as readonly string[]).includes(key);

/** A score's name; one the screens do not know (a newer server) by its own key. */
export function useScoreName() {
  const { t } = useTranslation('stroke');
  return (key: string) => (isScoreKey(key) ? t(`patient.scores.names.${key}`) : key);
}

export type RiskFlag = Exclude<
  keyof FattoriRischio,
  'id' | 'pazienteId' | 'pressioneSistolica' | 'aggiornatoIl' | 'version'
>;

/** The risk factors by kind, as the editor and the card group them. */
export const RISK_GROUPS = {
  pressione: ['ipertensione', 'ipertensioneNonControllata', 'terapiaAntipertensiva'],
  cuore: [
    'fibrillazioneAtriale',
    'scompensoCardiaco',
    'malattiaVascolare',
    'malattiaCardiovascolare',
    'ipertrofiaVentricolareSinistra',
    'pregressoIctusTiaTromboembolia',
  ],
  metabolismo: ['diabete', 'dislipidemia', 'fumo', 'alcol'],
  sanguinamento: [
    'funzioneRenaleAlterata',
    'funzioneEpaticaAlterata',
    'sanguinamento',
    'inrLabile',
    'farmaci',
  ],
} as const satisfies Record<string, readonly RiskFlag[]>;
export type RiskGroup = keyof typeof RISK_GROUPS;
export const RISK_GROUP_KEYS = Object.keys(RISK_GROUPS) as RiskGroup[];

/** The scores each risk factor counts in (stroke-scores.ts); none: recorded for the doctor only. */
const RISK_USES: Readonly<Record<RiskFlag, readonly ScoreKey[]>> = {
  ipertensione: ['cha2ds2vasc'],
  ipertensioneNonControllata: ['hasbled'],
  terapiaAntipertensiva: ['framingham'],
  fibrillazioneAtriale: ['framingham'],
  scompensoCardiaco: ['cha2ds2vasc'],
  malattiaVascolare: ['cha2ds2vasc'],
  malattiaCardiovascolare: ['framingham'],
  ipertrofiaVentricolareSinistra: ['framingham'],
  pregressoIctusTiaTromboembolia: ['cha2ds2vasc', 'hasbled'],
  diabete: ['cha2ds2vasc', 'framingham'],
  dislipidemia: [],
  fumo: ['framingham'],
  alcol: ['hasbled'],
  funzioneRenaleAlterata: ['hasbled'],
  funzioneEpaticaAlterata: ['hasbled'],
  sanguinamento: ['hasbled'],
  inrLabile: ['hasbled'],
  farmaci: ['hasbled'],
};

/** A risk factor's name, and what it means with the scores it counts in. */
export function useRiskLabels() {
  const { t } = useTranslation('stroke');
  const scoreName = useScoreName();
  return {
    label: (flag: RiskFlag) => t(`patient.risk.flags.${flag}.label`),
    help: (flag: RiskFlag) => {
      const uses = RISK_USES[flag];
      const counts =
        uses.length > 0
          ? t('patient.risk.countsIn', { scores: uses.map(scoreName).join(', ') })
          : t('patient.risk.countsInNone');
      const description = t(`patient.risk.flags.${flag}.description`);
      return description ? `${description} ${counts}` : counts;
    },
  };
}

/** The scores' own inputs and results that are not risk factors nor NIHSS items. */
const HISTORY_FIELDS = [
  'eta',
  'sesso',
  'pressioneSistolica',
  'pregressoIctus',
  'mrs',
  'grado',
  'descrizione',
  'punteggio',
  'punti',
  'totale',
  'gravita',
  'rischioIctusIschemicoAnnuoPct',
  'rischioIctusTiaEmboliaAnnuoPct',
  'altoRischio',
  'sanguinamentiPer100PazientiAnno',
  'rischioIctus10AnniPct',
] as const;

/**
 * The names of the inputs and results a stored score keeps (`StoricoVoce.input`, `.risultato`): the risk factors,
 * the NIHSS items and the scores' own fields; a key the screens do not know shows as it is.
 */
export function useFieldLabels() {
  const { t } = useTranslation('stroke');
  const risk = useRiskLabels();
  const names = new Map<string, string>();
  for (const flags of Object.values(RISK_GROUPS)) for (const flag of flags) names.set(flag, risk.label(flag));
  for (const code of NIHSS_CODES) names.set(code, nihssItemLabel(t, code));
  for (const field of HISTORY_FIELDS) names.set(field, t(`patient.history.fields.${field}`));
  return (key: string) => names.get(key) ?? key;
}

type StrokeT = ReturnType<typeof useTranslation<'stroke'>>['t'];

/** «1a. Livello di coscienza»: the item's code and name. */
export function nihssItemLabel(t: StrokeT, code: NihssItem): string {
  return t('patient.nihss.itemLabel', { code, name: t(`patient.nihss.items.${code}`) });
}
