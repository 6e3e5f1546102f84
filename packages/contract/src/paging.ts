import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, type SortOf } from './admin.ts';

/**
 * The query and answer shapes of the paged lists (administration catalogues, Pro.Sa., calendar, stroke …), apart
 * from `admin.ts`'s field schemas so that the shell's first download does not carry them (docs/adr/0035-first-page.md).
 */

const pageNumberSchema = () => z.coerce.number().int().min(1);
const pageSizeSchema = () => z.coerce.number().int().min(1).max(200);
const searchTextSchema = () =>
  z.string().trim().max(100).optional().meta({ description: 'Testo da cercare' });

function sortSchema<const S extends readonly [string, ...string[]]>(sortFields: S) {
  const sorts = sortFields.flatMap((field) => [field, `-${field}`]) as [
    SortOf<S[number]>,
    ...SortOf<S[number]>[],
  ];
  return z
    .enum(sorts)
    .optional()
    .meta({ description: `Ordinamento: ${sortFields.join(', ')}; con - davanti in ordine decrescente` });
}

/** Paging, sorting and a free-text filter: `?page=1&size=20&sort=-at&q=…`. */
/**
 * The path parameter of a search in SPEC.md §7's form (`progetti/{query}`): an encoded query string
 * (`titolo=cammino&page=2`, its fields those of the query string) or, without `=`, the text to search (docs/adr/0044).
 */
export const queryInPathSchema = z.object({
  query: z
    .string()
    .min(1)
    .max(2000)
    .meta({ description: 'Query string codificata (`q=cammino&page=2`) o, senza `=`, il testo da cercare' }),
});

export function pageQuerySchema<const S extends readonly [string, ...string[]]>(sortFields: S) {
  return z.object({
    page: pageNumberSchema().default(1).meta({ description: 'Pagina, da 1' }),
    size: pageSizeSchema().default(DEFAULT_PAGE_SIZE).meta({ description: 'Elementi per pagina (1–200)' }),
    sort: sortSchema(sortFields),
    q: searchTextSchema(),
  });
}

/**
 * The query of a small catalogue (applications, services, modules, routes, sections, authorities): its answer
 * stays an array, other screens and the shell read it whole. `q` filters and `sort` orders it; with `page` or
 * `size` it is only that page, and the header `X-Total-Count` counts the matches over all pages.
 */
export function catalogueQuerySchema<const S extends readonly [string, ...string[]]>(sortFields: S) {
  return z.object({
    q: searchTextSchema(),
    sort: sortSchema(sortFields),
    page: pageNumberSchema()
      .optional()
      .meta({
        description: `Pagina, da 1. Con page o size la risposta è solo quella pagina (size predefinito ${DEFAULT_PAGE_SIZE}) e l'header X-Total-Count dà il numero di elementi trovati; senza, l'elenco intero`,
      }),
    size: pageSizeSchema().optional().meta({ description: 'Elementi per pagina (1–200)' }),
  });
}

export function pageSchema<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int().meta({ description: 'Elementi in tutto, su tutte le pagine' }),
      page: z.number().int(),
      size: z.number().int(),
    })
    .meta({ id });
}
