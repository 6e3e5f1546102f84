import { z } from 'zod';
import { healthenvTags, healthenvWriters, inquinanti, validitaMonitoraggio } from '../healthenv.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { periodiSerie } from './postazione.ts';

/** The bulk import of measurement records from a CSV, checked before anything is written (issue 17, docs/adr/0027). */

export const healthenvImportMessages = {
  importErrori: 'Il file contiene righe non valide: nessun valore è stato importato.',
  importVuoto: 'Il file non contiene righe di dati.',
  importIntestazione:
    'Intestazione non valida: servono le colonne station_id, sensor_id, pollutant, value e date (o datetime).',
  importTroppeRighe: 'Al massimo 200.000 righe per file.',
  importato: 'Importazione completata.',
} as const;

/**
 * The CSV of `measurements-2022.csv`: `station_id, sensor_id, pollutant, date, value, unit, validity, qc_flag,
 * source`, comma-separated, header first; an hourly value gives `datetime` (its start, ISO 8601 with offset)
 * instead of `date`. `validity`: `VA`/`valid` → valid, `NV`/`invalid` → invalid, `PR`/`provisional` → provisional,
 * empty → the request's `validitaPredefinita`.
 */
export const importSchema = z
  .object({
    csv: z
      .string({ error: 'Allegare il file CSV.' })
      .min(1, 'Allegare il file CSV.')
      .max(16 * 1024 * 1024, 'File troppo grande (al massimo 16 MB).'),
    anteprima: z
      .boolean()
      .default(false)
      .meta({ description: 'true: controlla e riepiloga, senza scrivere' }),
    sostituisci: z
      .boolean()
      .default(false)
      .meta({ description: 'true: un valore già presente per sensore e istante è sostituito' }),
    validitaPredefinita: z
      .enum(validitaMonitoraggio, { error: 'Validità: valid, invalid o provisional.' })
      .default('provisional')
      .meta({ description: 'La validità delle righe con la colonna validity vuota' }),
    fonte: z.string().trim().min(1).max(100).default('importazione CSV'),
  })
  .strict()
  .meta({ id: 'HealthenvImport' });
export type ImportRequest = z.input<typeof importSchema>;

export const erroreRigaSchema = z
  .object({
    riga: z.number().int().meta({ description: 'Numero di riga nel file (1 = intestazione)' }),
    colonna: z.string().nullable(),
    messaggio: z.string(),
  })
  .meta({ id: 'HealthenvErroreRiga' });
export type ErroreRiga = z.infer<typeof erroreRigaSchema>;

export const importEsitoSchema = z
  .object({
    importato: z.boolean().meta({ description: 'false per un’anteprima' }),
    righe: z.number().int(),
    nuove: z.number().int(),
    sostituite: z.number().int(),
    errori: z.array(erroreRigaSchema).meta({ description: 'Al più 1000, in ordine di riga' }),
    erroriTotali: z.number().int(),
    postazioni: z.number().int().meta({ description: 'Postazioni interessate' }),
    da: z.string().nullable(),
    a: z.string().nullable(),
    esempio: z
      .array(
        z.object({
          riga: z.number().int(),
          postazione: z.string(),
          sensore: z.string(),
          inquinante: z.enum(inquinanti),
          periodo: z.enum(periodiSerie),
          inizio: z.string(),
          valore: z.number(),
          validita: z.enum(validitaMonitoraggio),
        }),
      )
      .meta({ description: 'Le prime 20 righe valide, come saranno registrate' }),
  })
  .meta({ id: 'HealthenvImportEsito' });
export type ImportEsito = z.infer<typeof importEsitoSchema>;
export const healthenvImportRoutes = defineRoutes({
  importa: defineRoute({
    method: 'POST',
    url: '/api/healthenv/monitoraggi/import',
    access: healthenvWriters,
    summary:
      'Importa un CSV di monitoraggi in una sola transazione (anteprima: solo controllo); righe non valide: 400 e nulla cambia',
    tags: healthenvTags,
    body: importSchema,
    response: { 200: importEsitoSchema },
    errors: [409],
  }),
});
