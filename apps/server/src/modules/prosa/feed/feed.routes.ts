import { prosaFeedRoutes as contract } from '@halo/contract/prosa/feed';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { principalOf } from '../../../http/write-context.ts';
import type { FeedService } from './feed.service.ts';

export async function feedRoutes(app: FastifyInstance, deps: { feed: FeedService }) {
  const { feed } = deps;

  route(app, contract.feedCittadino, async (request) => feed.feed(principalOf(request)));
}
