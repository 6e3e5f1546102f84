/** The screens of the structures application (platform catalogue: /strutture, /strutture/elenco/:id). */
export const structuresPaths = {
  home: '/strutture',
  elenco: '/strutture/elenco',
} as const;

export function strutturaHref(id: number): string {
  return `${structuresPaths.elenco}/${id}`;
}

/** The list's filters live in its query string, so a filtered list has an address to share or go back to. */
export interface ElencoQuery {
  regione: string;
  asl: string;
  tipologia: string;
  q: string;
}

export function readElencoQuery(params: URLSearchParams): ElencoQuery {
  return {
    regione: params.get('regione') ?? '',
    asl: params.get('asl') ?? '',
    tipologia: params.get('tipologia') ?? '',
    q: params.get('q') ?? '',
  };
}

export function elencoHref(query: Partial<ElencoQuery>): string {
  const params = new URLSearchParams();
  for (const name of ['regione', 'asl', 'tipologia', 'q'] as const) {
    const value = query[name]?.trim();
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `${structuresPaths.elenco}?${search}` : structuresPaths.elenco;
}
