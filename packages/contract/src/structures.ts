import { z } from 'zod';
import { numericIdSchema } from './admin.ts';
import { defineRoute, defineRoutes } from './http.ts';
import { requires } from './permissions.ts';
import {
  aslSchema,
  codiceAslSchema,
  codiceRegioneSchema,
  comuneSchema,
  presidioOspedalieroSchema,
} from './regional.ts';
import { structuresSection } from './structures.manifest.ts';

/**
 * Structures (SPEC.md §7 `/api/v1/strutture`): the hospital facilities of the Ministry of Health (HL7 Italia
 * `strutture-ricovero`), with their type (`mds-tipo-struttura`). Read only: the list comes from the Ministry.
 */

export { structuresSection } from './structures.manifest.ts';

export const tipologiaStrutturaSchema = z
  .object({
    codice: z.string().meta({ description: 'Codice MDS (0, 1, 2.1, …, 9)' }),
    descrizione: z.string(),
  })
  .meta({ id: 'TipologiaStruttura' });

export const strutturaSchema = z
  .object({
    id: z.number().int(),
    codiceStruttura: z.string().meta({ description: 'Sei cifre: codice regione (3) + codice struttura (3)' }),
    denominazione: z.string(),
    codiceRegione: z.string(),
    codiceAsl: z.string().meta({ description: 'ASL territoriale' }),
    denominazioneAsl: z.string().nullable().meta({ description: "Nome dell'ASL territoriale" }),
    codiceAzienda: z.string().meta({ description: "Codice dell'azienda che gestisce la struttura" }),
    codiceComune: z.string().meta({ description: 'Codice ISTAT del comune' }),
    tipologia: tipologiaStrutturaSchema,
    naturaGiuridica: z.string(),
  })
  .meta({ id: 'Struttura' });

export const strutturaDettaglioSchema = strutturaSchema
  .extend({
    comune: comuneSchema.nullable(),
    asl: aslSchema.nullable(),
    presidi: z.array(presidioOspedalieroSchema).meta({ description: 'Stabilimenti della struttura' }),
  })
  .meta({ id: 'StrutturaDettaglio' });

export type TipologiaStruttura = z.infer<typeof tipologiaStrutturaSchema>;
export type Struttura = z.infer<typeof strutturaSchema>;
export type StrutturaDettaglio = z.infer<typeof strutturaDettaglioSchema>;

export const struttureQuerySchema = z.object({
  codRegione: codiceRegioneSchema
    .optional()
    .meta({ description: 'Codice ministeriale della regione (041, 042 …)' }),
  codiceAsl: codiceAslSchema.optional(),
  tipologia: z.string().trim().max(10).optional().meta({ description: 'Codice della tipologia' }),
  q: z
    .string()
    .trim()
    .max(60)
    .optional()
    .meta({ description: 'Parte della denominazione o codice struttura' }),
});

const tags = ['strutture'] as const;

export const structuresRoutes = defineRoutes({
  strutture: defineRoute({
    method: 'GET',
    url: '/api/v1/strutture',
    access: requires(structuresSection, 'LIST'),
    summary: 'Strutture di ricovero, filtrabili per regione, ASL, tipologia e testo',
    tags,
    querystring: struttureQuerySchema,
    response: { 200: z.array(strutturaSchema) },
  }),
  strutturaById: defineRoute({
    method: 'GET',
    url: '/api/v1/strutture/byid/:id',
    access: requires(structuresSection, 'READ'),
    summary: 'Struttura per id, con comune, ASL e stabilimenti',
    tags,
    params: z.object({ id: numericIdSchema }),
    response: { 200: strutturaDettaglioSchema },
    errors: [404],
  }),
  tipologie: defineRoute({
    method: 'GET',
    url: '/api/v1/strutture/tipologie',
    access: requires(structuresSection, 'LIST'),
    summary: 'Tipologie di struttura',
    tags,
    response: { 200: z.array(tipologiaStrutturaSchema) },
  }),
});
