import {
  type Allerta,
  type CodiceMisura,
  type Dispositivo,
  type Misurazione,
  type Soglie,
  soglieFields,
  type TipoAllerta,
} from '@halo/contract/stroke/dispositivi';
import { useTranslation } from 'react-i18next';
import { formatMomento, useNumberFormat } from '../pazienti/pazienti.labels.tsx';

/**
 * The words and rules of the wearables' screens (issue 16, docs/adr/0025): each measurement's kind by a readable
 * name instead of its LOINC code, the thresholds that concern it, its value with its unit in the reader's language,
 * the periods the charts cover and the address of the measurements' screen.
 */

/** The measurements' screen, for a patient: `?paziente=<id>`. */
export const misurazioniPath = (pazienteId?: number) =>
  pazienteId === undefined ? '/stroke/misurazioni' : `/stroke/misurazioni?paziente=${pazienteId}`;

/** A measurement's kind in the texts (`stroke:devices.kinds.<slug>`), by its code. */
export const SLUGS = {
  '8867-4': 'frequenza',
  '85354-9': 'pressione',
  '59408-5': 'spo2',
  '8310-5': 'temperatura',
  '41950-7': 'passi',
  ritmo: 'ritmo',
} as const satisfies Record<CodiceMisura, string>;

/** The kinds drawn as charts, in the screen's order; the rhythm's classifications are a list of their own. */
export const CHART_CODES = ['85354-9', '8867-4', '59408-5', '8310-5', '41950-7'] as const;
export type ChartCode = (typeof CHART_CODES)[number];
/** Every kind, as the summary shows the latest of each. */
export const SUMMARY_CODES = [...CHART_CODES, 'ritmo'] as const;

export type SogliaKey =
  | 'sistolicaMax'
  | 'diastolicaMax'
  | 'frequenzaMax'
  | 'frequenzaMin'
  | 'spo2Min'
  | 'temperaturaMax';

/** Which value of a measurement a threshold reads: the blood-pressure panel has two. */
export type Componente = 'valore' | 'sistolica' | 'diastolica';

export interface SogliaRule {
  key: SogliaKey;
  /** `max`: beyond it when above; `min`: when below (the server's rule, strict). */
  verso: 'max' | 'min';
  componente: Componente;
  /** The kind of measurement it concerns. */
  codice: ChartCode;
}

/** The numeric thresholds, each with the kind it concerns, as the server judges them (stroke.dispositivi.service.ts). */
export const SOGLIE: Readonly<Record<SogliaKey, SogliaRule>> = {
  sistolicaMax: { key: 'sistolicaMax', verso: 'max', componente: 'sistolica', codice: '85354-9' },
  diastolicaMax: { key: 'diastolicaMax', verso: 'max', componente: 'diastolica', codice: '85354-9' },
  frequenzaMax: { key: 'frequenzaMax', verso: 'max', componente: 'valore', codice: '8867-4' },
  frequenzaMin: { key: 'frequenzaMin', verso: 'min', componente: 'valore', codice: '8867-4' },
  spo2Min: { key: 'spo2Min', verso: 'min', componente: 'valore', codice: '59408-5' },
  temperaturaMax: { key: 'temperaturaMax', verso: 'max', componente: 'valore', codice: '8310-5' },
};
export const SOGLIA_KEYS = Object.keys(SOGLIE) as SogliaKey[];

/** The thresholds that concern a kind of measurement (none for the steps). */
export const soglieOf = (codice: CodiceMisura) =>
  SOGLIA_KEYS.map((key) => SOGLIE[key]).filter((s) => s.codice === codice);

/** The range the contract allows for a threshold (`soglieFields`), for the form's help and its inputs. */
export function sogliaRange(key: SogliaKey): { min: number; max: number } {
  const number = soglieFields[key].unwrap().unwrap();
  return { min: number.minValue ?? 0, max: number.maxValue ?? 0 };
}

/** A threshold in force: set, with its value. */
export interface SogliaAttiva extends SogliaRule {
  valore: number;
}

/** The thresholds in force for a kind: the ones the doctor switched off (null) are left out. */
export function soglieAttive(soglie: Soglie | null | undefined, codice: CodiceMisura): SogliaAttiva[] {
  if (!soglie) return [];
  return soglieOf(codice).flatMap((rule) => {
    const valore = soglie[rule.key];
    return valore === null ? [] : [{ ...rule, valore }];
  });
}

/** The thresholds a measurement is beyond (strictly, as the server judges). */
export function oltreSoglia(
  m: Pick<Misurazione, Componente>,
  attive: readonly SogliaAttiva[],
): SogliaAttiva[] {
  return attive.filter((s) => {
    const value = m[s.componente];
    if (value === null) return false;
    return s.verso === 'max' ? value > s.valore : value < s.valore;
  });
}

/** The kind of measurement an alert is about. */
export const ALLERTA_CODICE: Readonly<Record<TipoAllerta, CodiceMisura>> = {
  sistolicaAlta: '85354-9',
  diastolicaAlta: '85354-9',
  frequenzaAlta: '8867-4',
  frequenzaBassa: '8867-4',
  spo2Bassa: '59408-5',
  temperaturaAlta: '8310-5',
  ritmoIrregolare: 'ritmo',
};

/** The periods the charts cover, in the address as `?periodo=`. */
export const PERIODI = { '24h': 24 * 3_600_000, '7g': 7 * 86_400_000, '30g': 30 * 86_400_000 } as const;
export type Periodo = keyof typeof PERIODI;
export const PERIODO_KEYS = Object.keys(PERIODI) as Periodo[];
export const DEFAULT_PERIODO: Periodo = '7g';
export const periodoOf = (value: string | null): Periodo =>
  PERIODO_KEYS.find((p) => p === value) ?? DEFAULT_PERIODO;

/** A device in words: «Smartwatch Apple Watch 9 (n. di serie AW-001)». */
export function useDeviceName() {
  const { t } = useTranslation('stroke');
  return (d: Pick<Dispositivo, 'tipo' | 'modello' | 'seriale'>) =>
    t('devices.list.name', { tipo: t(`devices.types.${d.tipo}`), modello: d.modello, seriale: d.seriale });
}

/** Names, units and values of the measurements in the reader's language. */
export function useMisureLabels() {
  const { t } = useTranslation('stroke');
  const number = useNumberFormat();
  const name = (codice: CodiceMisura) => t(`devices.kinds.${SLUGS[codice]}.name`);
  /** A number with the kind's unit: «72 battiti/min», «96%», «8.532 passi». */
  const value = (codice: CodiceMisura, valore: number) =>
    codice === '41950-7'
      ? t('devices.kinds.passi.steps', { count: valore, value: number(valore) })
      : t(`devices.kinds.${SLUGS[codice as Exclude<ChartCode, '41950-7'>]}.value`, { value: number(valore) });
  /** What a measurement says, in words, with its unit. */
  const reading = (m: Misurazione): string => {
    if (m.codice === 'ritmo') return m.classificazione ? t(`devices.rhythm.${m.classificazione}`) : '—';
    if (m.codice === '85354-9') {
      return m.sistolica === null || m.diastolica === null
        ? '—'
        : t('devices.kinds.pressione.pair', {
            sistolica: number(m.sistolica),
            diastolica: number(m.diastolica),
          });
    }
    return m.valore === null ? '—' : value(m.codice, m.valore);
  };
  /** A threshold with its value: «massima 180 mmHg». */
  const soglia = (s: SogliaAttiva) =>
    t('devices.thresholds.named', {
      name: t(`devices.thresholds.fields.${s.key}`),
      value: value(s.codice, s.valore),
    });
  /** How a measurement stands against the thresholds in force, in words. */
  const against = (m: Misurazione, attive: readonly SogliaAttiva[]): string => {
    if (attive.length === 0) return t('devices.thresholds.none');
    const beyond = oltreSoglia(m, attive);
    if (beyond.length === 0) return t('devices.thresholds.within');
    return beyond
      .map((s) =>
        t(`devices.thresholds.beyond.${s.verso}`, {
          name: t(`devices.thresholds.fields.${s.key}`),
          value: value(s.codice, s.valore),
        }),
      )
      .join('; ');
  };
  /** An alert's worst value and threshold, with the unit of its kind; a dash for the rhythm's. */
  const alertValue = (allerta: Allerta, which: 'valore' | 'soglia'): string => {
    const v = allerta[which];
    const codice = ALLERTA_CODICE[allerta.tipo];
    if (codice === 'ritmo') return which === 'valore' ? t('devices.rhythm.atrialFibrillation') : '—';
    return v === null ? '—' : value(codice, v);
  };
  /** When a measurement was taken: its moment, or the period it covers (a day's steps). */
  const when = (m: Misurazione) =>
    m.fine
      ? t('devices.charts.between', { from: formatMomento(m.inizio), to: formatMomento(m.fine) })
      : formatMomento(m.inizio);
  return { name, value, reading, soglia, against, alertValue, number, when };
}
