import { healthenvPostazioneRoutes as contract } from '@halo/contract/healthenv/postazione';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import type { PostazioneService } from './postazione.service.ts';

export async function postazioneRoutes(app: FastifyInstance, deps: { postazione: PostazioneService }) {
  const { postazione } = deps;

  route(app, contract.superamentiPostazione, async (request) =>
    postazione.superamenti(request.params.id, request.query.anno),
  );
  // A chart's series depends on the address, the records and the hour (the periods elapsed so far): kept per
  // address and hour until a record, a sensor, a station or a threshold changes on any replica (ADR 0032).
  route(
    app,
    contract.seriePostazione,
    async (request) => postazione.serie(request.params.id, request.query),
    {
      reference: {
        tables: ['healthenv.postazioni', 'healthenv.sensori', 'healthenv.monitoraggi', 'healthenv.soglie'],
        vary: () => String(Math.floor(Date.now() / 3_600_000)),
      },
    },
  );
}
