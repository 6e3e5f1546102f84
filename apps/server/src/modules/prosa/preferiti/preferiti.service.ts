import type { Principal } from '@halo/contract';
import { preferitoMessages as m, type Preferito, type TipoPreferito } from '@halo/contract/prosa/preferiti';
import type { Db } from '../../../db/database.ts';
import { NotFoundError } from '../../../errors.ts';
import { aziendeOf } from '../prosa.scope.ts';
import type { ProsaService } from '../prosa.service.ts';
import { createPreferitiRepository } from './preferiti.repository.ts';

/**
 * Pro.Sa.'s favourites (docs/adr/0019): a person's starred projects and campaigns. Only published ones are starred
 * and listed (one that is closed later still shows, with its state; one sent back to draft does not).
 */
export function createPreferitiService(deps: { db: Db; prosa: ProsaService }) {
  const repo = createPreferitiRepository(deps.db);
  const published: Record<TipoPreferito, string> = { progetto: 'pubblicato', campagna: 'pubblicata' };
  const listed: Record<TipoPreferito, string[]> = {
    progetto: [published.progetto, 'chiuso'],
    campagna: [published.campagna, 'chiusa'],
  };

  const starred = (tipo: TipoPreferito, ids: number[]) => repo.starred(tipo, ids, listed[tipo]);

  async function list(subject: string): Promise<Preferito[]> {
    const rows = await repo.of(subject);
    const byTipo = async (tipo: TipoPreferito) =>
      new Map(
        (
          await starred(
            tipo,
            rows.filter((r) => r.tipo === tipo).map((r) => r.rifId),
          )
        ).map((s) => [s.id, s]),
      );
    const found = { progetto: await byTipo('progetto'), campagna: await byTipo('campagna') };
    const aziendaOf = aziendeOf(deps.prosa);
    const items: Preferito[] = [];
    for (const row of rows) {
      const tipo = row.tipo as TipoPreferito;
      const item = found[tipo]?.get(row.rifId);
      if (!item) continue;
      items.push({
        tipo,
        id: item.id,
        titolo: item.titolo,
        denominazioneAzienda: (await aziendaOf(item.aziendaId)).denominazioneAzienda,
        dal: item.dal,
        al: item.al,
        stato: item.stato,
        aggiunto: row.createdAt.toISOString(),
      });
    }
    return items;
  }

  return {
    list: (principal: Principal) => list(principal.userId),

    async add(principal: Principal, tipo: TipoPreferito, id: number): Promise<Preferito> {
      const [item] = await starred(tipo, [id]);
      if (item?.stato !== published[tipo]) throw new NotFoundError(m.notFound);
      await repo.add(principal.userId, tipo, id);
      const added = (await list(principal.userId)).find((p) => p.tipo === tipo && p.id === id);
      if (!added) throw new NotFoundError(m.notFound);
      return added;
    },

    async remove(principal: Principal, tipo: TipoPreferito, id: number): Promise<{ message: string }> {
      if (!(await repo.remove(principal.userId, tipo, id))) throw new NotFoundError(m.notFound);
      return { message: m.removed };
    },
  };
}

export type PreferitiService = ReturnType<typeof createPreferitiService>;
