import type { ServerModule } from '../server-module.ts';
import { seedChat } from './chat.demo.ts';
import { prosaRelazione, strokeRelazione } from './chat.relazioni.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';
import { createChatStreams } from './chat.stream.ts';

/**
 * Secure messaging (issue 34, docs/adr/0049-chat.md): conversations between people a care or service relationship
 * joins, as the modules that own those relationships say (`deps.services`), delivered live over the change feed of
 * every replica. Nothing of a message is logged; each one sent is recorded in the audit log (ids only).
 */
export const chatModule: ServerModule = {
  name: 'chat',
  async register(app, deps) {
    const service = createChatService({
      db: deps.db,
      audit: deps.audit,
      relazioni: [
        strokeRelazione(deps.services.strokeRelationships),
        prosaRelazione(deps.services.prosaRelationships),
      ],
    });
    const streams = createChatStreams({ service, changes: deps.database.changes, log: app.log });
    // Before the server stops listening: open streams would hold its close until they end.
    app.addHook('preClose', async () => streams.closeAll());
    await chatRoutes(app, { service, streams });
  },
  seed: seedChat,
};
