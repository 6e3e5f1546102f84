import type { Principal } from '@halo/contract';
import type { Feed } from '@halo/contract/prosa/feed';
import type { Db } from '../../../db/database.ts';
import type { CampagneService } from '../campagne/campagne.service.ts';
import type { EventiService } from '../eventi/eventi.service.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';

/**
 * A citizen's feed (docs/adr/0021): the campaigns they may adhere to, and the upcoming events on their themes or
 * of the campaigns they adhere to. The campaigns' rules (target, territory, feature) decide who gets one at all.
 */
export function createFeedService(deps: {
  db: Db;
  campagne: Pick<CampagneService, 'feed' | 'mie'>;
  eventi: Pick<EventiService, 'feed'>;
}) {
  const people = createProfilesRepository(deps.db);
  return {
    async feed(principal: Principal): Promise<Feed> {
      const campagne = await deps.campagne.feed(principal);
      const person = await people.cittadino(principal.userId);
      if (!person) return { campagne, eventi: [] };
      const adhered = (await deps.campagne.mie(principal)).filter((a) => a.stato === 'attiva');
      const eventi = await deps.eventi.feed(principal, {
        aziendaId: person.aziendaId,
        tematiche: person.tematichePref,
        campagne: new Map(adhered.map((a) => [a.campagnaId, a.titolo])),
      });
      return { campagne, eventi };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
