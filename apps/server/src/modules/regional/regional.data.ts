import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../paths.ts';

/**
 * The reference files under ./data (provenance and licences in data/SOURCES.md), parsed into the rows the seeds
 * insert. Other modules (structures) read the files they seed through these functions.
 */

export const dataFolder = path.join(serverRoot, 'src/modules/regional/data');

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') {
        i++;
      }
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

/** A CSV file of ./data as objects keyed by its header. */
export function readCsv(file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(
    readFileSync(path.join(dataFolder, file), 'utf8').replace(/^\uFEFF/, ''),
  );
  if (!header) {
    return [];
  }
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

/**
 * A CSV file of ./data as rows of named strings: each name takes the column given (a missing one is empty), so the
 * file's headers are written once, where the row is declared.
 */
export function readColumns<K extends string>(file: string, columns: Record<K, string>): Record<K, string>[] {
  const names = Object.entries(columns) as [K, string][];
  return readCsv(file).map(
    (r) => Object.fromEntries(names.map(([name, column]) => [name, r[column] ?? ''])) as Record<K, string>,
  );
}

/**
 * The key the comune search matches on: lower case, accents and punctuation removed, single spaces
 * ("Reggio nell'Emilia" → "reggio nell emilia", "Forlì" → "forli").
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface RegioneRow {
  codiceRegione: string;
  codiceIstat: string;
  denominazione: string;
  codiciMinisteriali: string[];
}

/**
 * regioni.csv gives one Ministry code per region, except Trentino-Alto Adige ("041 (P.A. Bolzano) / 042
 * (P.A. Trento)"): the region then gets ISTAT code × 10 (040) as its own code, and keeps 041 and 042 as the
 * codes its ASL are registered under.
 */
export function loadRegioni(): RegioneRow[] {
  return readCsv('regioni.csv').map((r) => {
    const codes = (r.codice_regione_minsal ?? '').match(/\d{3}/g) ?? [];
    const codiceIstat = r.codice_regione_istat ?? '';
    const codiceRegione = codes.length === 1 ? (codes[0] ?? '') : `${codiceIstat}0`.padStart(3, '0');
    return { codiceRegione, codiceIstat, denominazione: r.denominazione ?? '', codiciMinisteriali: codes };
  });
}

export interface ProvinciaRow {
  sigla: string;
  codiceIstat: string;
  denominazione: string;
  codiceIstatRegione: string;
}

export function loadProvince(): ProvinciaRow[] {
  return readColumns('province.csv', {
    sigla: 'sigla',
    codiceIstat: 'codice_provincia_istat_storico',
    denominazione: 'denominazione',
    codiceIstatRegione: 'codice_regione_istat',
  });
}

export interface ComuneRow {
  codiceIstat: string;
  denominazione: string;
  siglaProvincia: string;
  codiceCatastale: string;
  popolazione2011: number | null;
}

export function loadComuni(): ComuneRow[] {
  return readColumns('comuni.csv', {
    codiceIstat: 'codice_istat',
    denominazione: 'denominazione',
    siglaProvincia: 'sigla_provincia',
    codiceCatastale: 'codice_catastale',
    popolazione2011: 'popolazione_2011',
  }).map((r) => ({ ...r, popolazione2011: r.popolazione2011 ? Number(r.popolazione2011) : null }));
}

export interface AslRow {
  codiceAsl: string;
  codiceRegione: string;
  denominazioneAzienda: string;
  indirizzo: string | null;
  cap: string | null;
  comuneSedeIstat: string | null;
}

/** The 110 ASL of HL7 Italia `cs-asl`; address and CAP from the Ministry's 2020 register where it has them. */
export function loadAsl(): AslRow[] {
  return readCsv('asl.csv').map((r) => {
    const street = (r.indirizzo_minsal_2020 ?? '').replace(/\s+/g, ' ').trim();
    const town = (r.comune_2020 ?? '').trim();
    const sigla = (r.sigla_prov_2020 ?? '').trim();
    return {
      codiceAsl: r.codice_asl_6 ?? '',
      codiceRegione: r.codice_regione_minsal ?? '',
      denominazioneAzienda: (r.display_hl7it ?? '').trim(),
      indirizzo: street
        ? [street, town && `${town}${sigla ? ` (${sigla})` : ''}`].filter(Boolean).join(', ')
        : null,
      cap: /^\d{5}$/.test(r.cap_2020 ?? '') ? (r.cap_2020 ?? null) : null,
      comuneSedeIstat: /^\d{6}$/.test(r.comune_sede_istat ?? '') ? (r.comune_sede_istat ?? null) : null,
    };
  });
}

export interface StrutturaRow {
  codiceStruttura: string;
  denominazione: string;
  codiceRegione: string;
  codiceComune: string;
  codiceAsl: string;
  codiceAzienda: string;
  tipologia: string;
  naturaGiuridica: string;
}

export function loadStrutture(): StrutturaRow[] {
  return readColumns('strutture_ricovero.csv', {
    codiceStruttura: 'codice_struttura',
    denominazione: 'denominazione',
    codiceRegione: 'regione',
    codiceComune: 'comune',
    codiceAsl: 'aslTerritoriale',
    codiceAzienda: 'codiceAzienda',
    tipologia: 'tipoStruttura',
    naturaGiuridica: 'naturaGiuridica',
  }).map((r) => ({ ...r, denominazione: r.denominazione.trim() }));
}

export function loadTipologieStruttura(): { codice: string; descrizione: string }[] {
  return readColumns('tipologie_struttura.csv', { codice: 'codice', descrizione: 'descrizione' });
}

export interface PresidioRow {
  codiceStruttura: string;
  subcodice: string;
  denominazione: string;
}

export function loadStabilimenti(): PresidioRow[] {
  return readColumns('stabilimenti_ospedalieri.csv', {
    codiceStruttura: 'codice_struttura',
    subcodice: 'subcodice_stabilimento',
    denominazione: 'denominazione_stabilimento',
  }).map((r) => ({
    ...r,
    // The Ministry's names use backquotes for apostrophes and double spaces.
    denominazione: r.denominazione.replace(/`/g, "'").replace(/\s+/g, ' ').trim(),
  }));
}

export interface NazioneRow {
  codiceIso2: string;
  codiceIso3: string;
  codiceNumerico: string;
  denominazione: string;
  codiceBelfiore: string | null;
}

/**
 * Ministry of the Interior ISO codes that differ from ISO 3166 (UK for GB), and states without one in the
 * Belfiore data (Kosovo, matched by name).
 */
const belfioreIsoFixes: Record<string, string> = { UK: 'GB' };
const belfioreByName: Record<string, string> = { Kosovo: 'XK' };

/**
 * Countries from ISO 3166 (i18n-iso-countries, Italian names) with the Belfiore code of the foreign states
 * active today (@marketto/belfiore-connector-embedded, data of ANPR/ISTAT). Italy has no Belfiore Z-code.
 */
export async function loadNazioni(): Promise<NazioneRow[]> {
  // Loaded only when the countries are seeded (a first start), not at every start.
  const [{ default: countries }, { belfioreConnector }] = await Promise.all([
    import('i18n-iso-countries'),
    import('@marketto/belfiore-connector-embedded'),
  ]);
  const names = countries.getNames('it', { select: 'official' });
  const belfiore = new Map<string, string>();
  const active = (await belfioreConnector.active().countries?.toArray()) ?? [];
  for (const place of active) {
    const iso = place.iso3166?.trim();
    const key = (iso && (belfioreIsoFixes[iso] ?? iso)) || belfioreByName[place.name];
    if (key && !belfiore.has(key)) {
      belfiore.set(key, place.belfioreCode);
    }
  }
  return Object.entries(names)
    .map(([codiceIso2, denominazione]) => ({
      codiceIso2,
      codiceIso3: countries.alpha2ToAlpha3(codiceIso2) ?? '',
      codiceNumerico: countries.alpha2ToNumeric(codiceIso2) ?? '',
      denominazione,
      codiceBelfiore: belfiore.get(codiceIso2) ?? null,
    }))
    .filter((n) => /^[A-Z]{2}$/.test(n.codiceIso2) && n.codiceIso3 !== '')
    .sort((a, b) => a.denominazione.localeCompare(b.denominazione, 'it'));
}
