import {
  EAQI_MEDIE,
  type InquinanteEaqi,
  type Soglie,
  type SoglieUpdate,
  soglieUpdateSchema,
} from '@halo/contract/healthenv/soglie';
import { type FieldErrors, get, type Resolver, set } from 'react-hook-form';
import type { WriteResult } from '../../../lib/call-route.ts';
import { decimal, textOf } from '../postazioni/healthenv-fields.tsx';

/**
 * The thresholds' form: what the inputs hold (strings, percentages) and the contract's body (numbers, fractions),
 * and the paths between them. Two names differ: a limit's or an alert's `id` is `codice` in the form (the field
 * arrays keep their own keys in `id`), and the pollutant `PM2.5` is `PM2_5` (a dot would split the path).
 */

export const EAQI = Object.keys(EAQI_MEDIE) as InquinanteEaqi[];
export type BandaKey = 'PM2_5' | 'PM10' | 'NO2' | 'O3' | 'SO2';
export const bandaKey = (inquinante: InquinanteEaqi): BandaKey =>
  inquinante === 'PM2.5' ? 'PM2_5' : inquinante;

export interface LimiteValues {
  codice: string;
  inquinante: string;
  indicatore: string;
  soglia: string;
  consentiti: string;
  norma: string;
  tipo: string;
  daVerificare: boolean;
}

export interface AllertaValues {
  codice: string;
  inquinante: string;
  indicatore: string;
  soglia: string;
  consecutivi: string;
  livello: string;
}

export interface SoglieValues {
  /** Percentages (75), the API's fractions (0,75) times 100. */
  coperturaGiornaliera: string;
  coperturaAnnuale: string;
  limiti: LimiteValues[];
  bandeEaqi: Record<BandaKey, string[]>;
  allerte: AllertaValues[];
  silenzioOre: string;
  version: number;
}

/** 0.75 → '75', without the noise of binary fractions (0.29 * 100 = 28.999…). */
const percent = (fraction: number) => String(Math.round(fraction * 10_000) / 100);
const fraction = (text: string) => {
  const value = decimal(text);
  return value === undefined ? undefined : Math.round(value * 100) / 10_000;
};

export function valuesOf(soglie: Soglie): SoglieValues {
  return {
    coperturaGiornaliera: percent(soglie.coperturaGiornaliera),
    coperturaAnnuale: percent(soglie.coperturaAnnuale),
    limiti: soglie.limiti.map((l) => ({
      codice: l.id,
      inquinante: l.inquinante,
      indicatore: l.indicatore,
      soglia: String(l.soglia),
      consentiti: textOf(l.consentiti),
      norma: l.norma,
      tipo: l.tipo,
      daVerificare: l.daVerificare,
    })),
    bandeEaqi: Object.fromEntries(
      EAQI.map((inquinante) => [bandaKey(inquinante), soglie.bandeEaqi[inquinante].map(String)]),
    ) as Record<BandaKey, string[]>,
    allerte: soglie.allerte.map((a) => ({
      codice: a.id,
      inquinante: a.inquinante,
      indicatore: a.indicatore,
      soglia: String(a.soglia),
      consecutivi: String(a.consecutivi),
      livello: a.livello,
    })),
    silenzioOre: String(soglie.silenzioOre),
    version: soglie.version,
  };
}

export function toBody(values: SoglieValues) {
  return {
    coperturaGiornaliera: fraction(values.coperturaGiornaliera),
    coperturaAnnuale: fraction(values.coperturaAnnuale),
    limiti: values.limiti.map((l) => ({
      id: l.codice,
      inquinante: l.inquinante || undefined,
      indicatore: l.indicatore || undefined,
      soglia: decimal(l.soglia),
      consentiti: decimal(l.consentiti) ?? null,
      norma: l.norma || undefined,
      tipo: l.tipo || undefined,
      daVerificare: l.daVerificare,
    })),
    bandeEaqi: Object.fromEntries(
      EAQI.map((inquinante) => [inquinante, values.bandeEaqi[bandaKey(inquinante)].map(decimal)]),
    ),
    allerte: values.allerte.map((a) => ({
      id: a.codice,
      inquinante: a.inquinante || undefined,
      indicatore: a.indicatore || undefined,
      soglia: decimal(a.soglia),
      consecutivi: decimal(a.consecutivi),
      livello: a.livello || undefined,
    })),
    silenzioOre: decimal(values.silenzioOre),
    version: values.version,
  };
}

/** A path of the body (`limiti.3.id`, `bandeEaqi.PM2.5.2`) as the form names it (`limiti.3.codice`, …). */
export function formPath(path: string): string {
  return path
    .replace(/^bandeEaqi\.PM2\.5(?=\.|$)/, 'bandeEaqi.PM2_5')
    .replace(/^(limiti|allerte)\.(\d+)\.id$/, '$1.$2.codice');
}

/** The server's details on the form's paths, so that each goes under its input. */
export function onFormPaths<R>(result: WriteResult<R>): WriteResult<R> {
  if (result.ok) return result;
  return {
    ...result,
    details: result.details.map((d) => {
      const match = /^body\.(.+)$/.exec(d.path);
      return match?.[1] ? { ...d, path: `body.${formPath(match[1])}` } : d;
    }),
  };
}

/**
 * The contract's schema on the body the inputs make, its messages on the form's paths: the form refuses what the
 * server would, before sending.
 */
export const soglieResolver: Resolver<SoglieValues, unknown, SoglieUpdate> = async (values) => {
  const parsed = soglieUpdateSchema.safeParse(toBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<SoglieValues> = {};
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path.map(String).join('.')) || 'root';
    const existing: unknown = get(errors, path);
    if (!(existing && typeof existing === 'object' && 'message' in existing)) {
      set(errors, path, { type: issue.code, message: issue.message });
    }
  }
  return { values: {}, errors };
};
