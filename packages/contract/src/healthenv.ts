import { z } from 'zod';
import { healthenvManifest } from './healthenv.manifest.ts';
import { requiresRole } from './permissions.ts';

/**
 * Health-environment monitoring (issue 17, docs/adr/0026, 0027): what its features share — the pollutants, the
 * vocabularies, the messages of stations and records, who reads and who writes. Each feature's schemas and routes
 * are in `healthenv/<feature>.ts`: postazioni, monitoraggi, soglie, postazione, indice, rapporto, mappa, allerte,
 * import. The vocabulary of station type and area is the EEA's (e-reporting codelists), as the seed files write it.
 */

export const HEALTHENV_APPLICATION = healthenvManifest.clientId;

export const healthenvMessages = {
  postazioneNotFound: 'Postazione non trovata.',
  sensoreNotFound: 'Sensore non trovato.',
  codiceTaken: 'Esiste già una postazione con questo codice.',
  sensoreTaken: 'Esiste già un sensore con questo codice.',
  sensoreRipetuto: 'Codice del sensore ripetuto nella richiesta.',
  sensoreAltrui: 'Il sensore non appartiene a questa postazione.',
  sensoreConMonitoraggi:
    'Il sensore ha monitoraggi registrati: non si può togliere (chiuderne il periodo di attività lo conserva).',
  inquinanteFisso: 'L’inquinante di un sensore esistente non cambia: aggiungere un nuovo sensore.',
  versione: 'La postazione è stata modificata da qualcun altro: ricaricare e riprovare.',
  comune: 'Comune non trovato tra i dati regionali (codice ISTAT).',
  conMonitoraggi:
    'La postazione ha monitoraggi registrati: non si può eliminare. Archiviarla (archivia=true) conserva i dati.',
  eliminata: 'Postazione eliminata.',
  archiviata: 'Postazione archiviata: i suoi monitoraggi restano consultabili.',
  postazioneArchiviata: 'La postazione è archiviata: non riceve nuovi monitoraggi.',
  duplicato: 'Esiste già un valore di questo sensore per lo stesso istante.',
  futuro: 'Il periodo non è ancora concluso: un valore si registra a periodo finito.',
  inattivo: 'Il sensore non era attivo in quel periodo.',
  unita: 'Unità di misura diversa da quella del sensore.',
  codiceMancante: 'Codice di valore mancante (es. -999): un valore assente non si registra.',
  negativo: 'Una concentrazione non può essere negativa.',
  impossibile: 'Valore fisicamente implausibile per questo inquinante.',
} as const;

/** Units of concentration the sensors use (CO in mg/m³, metals and benzo(a)pyrene in ng/m³). */
export const unitaMisura = ['µg/m³', 'mg/m³', 'ng/m³'] as const;
export type Unita = (typeof unitaMisura)[number];

/**
 * The pollutants a sensor measures: name, the unit their values are recorded in, and the ceiling above which a
 * value is refused as physically implausible for ambient air (a broken analyser, a unit mistake). The ceilings
 * are far above any limit or observed episode; they are not limits (docs/adr/0026).
 */
export const INQUINANTI = {
  PM10: { nome: 'PM10', unita: 'µg/m³', massimo: 2000 },
  'PM2.5': { nome: 'PM2,5', unita: 'µg/m³', massimo: 2000 },
  TSP: { nome: 'Particolato totale sospeso', unita: 'µg/m³', massimo: 5000 },
  NO2: { nome: 'Biossido di azoto', unita: 'µg/m³', massimo: 2000 },
  NOx: { nome: 'Ossidi di azoto', unita: 'µg/m³', massimo: 5000 },
  O3: { nome: 'Ozono', unita: 'µg/m³', massimo: 1000 },
  SO2: { nome: 'Biossido di zolfo', unita: 'µg/m³', massimo: 5000 },
  CO: { nome: 'Monossido di carbonio', unita: 'mg/m³', massimo: 100 },
  C6H6: { nome: 'Benzene', unita: 'µg/m³', massimo: 500 },
  NH3: { nome: 'Ammoniaca', unita: 'µg/m³', massimo: 5000 },
  BC: { nome: 'Black carbon', unita: 'µg/m³', massimo: 500 },
  As: { nome: 'Arsenico', unita: 'ng/m³', massimo: 10_000 },
  Cd: { nome: 'Cadmio', unita: 'ng/m³', massimo: 10_000 },
  Ni: { nome: 'Nichel', unita: 'ng/m³', massimo: 10_000 },
  Pb: { nome: 'Piombo', unita: 'ng/m³', massimo: 50_000 },
  BaP: { nome: 'Benzo(a)pirene', unita: 'ng/m³', massimo: 1000 },
} as const satisfies Record<string, { nome: string; unita: Unita; massimo: number }>;
export type Inquinante = keyof typeof INQUINANTI;
/** The pollutants' codes, as a zod enum wants them. */
export const inquinanti = Object.keys(INQUINANTI) as [Inquinante, ...Inquinante[]];

export const tipiPostazione = ['traffic', 'background', 'industrial'] as const;
export const zonePostazione = ['urban', 'suburban', 'rural'] as const;
/** Averaging period of a record: one hour, or one calendar day in local standard time (UTC+01:00). */
export const periodiMonitoraggio = ['ora', 'giorno'] as const;
/** Validity of a record: only `valid` values count in means and exceedances; `provisional` awaits validation. */
export const validitaMonitoraggio = ['valid', 'invalid', 'provisional'] as const;

/** Missing-value codes of data loggers and exchange formats, refused with their own message. */
export const CODICI_VALORE_MANCANTE = [-99, -999, -9999, -99999] as const;

/** A calendar day of a query or a body, named in its message. */
export const dayField = (label: string) => z.iso.date({ error: `${label}: data non valida (AAAA-MM-GG).` });

export const healthenvTags = ['healthenv'] as const;
/** Every role of the application reads; the same roles write until the manifest grows a reader-only one. */
export const healthenvReaders = requiresRole(HEALTHENV_APPLICATION, healthenvManifest.roles);
export const healthenvWriters = requiresRole(HEALTHENV_APPLICATION, ['admin', 'operatore']);
export const healthenvAdmins = requiresRole(HEALTHENV_APPLICATION, ['admin']);
