import type { Readiness } from '@halo/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AuthorizationService } from '../authorization/authorization.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { ServerModule } from '../server-module.ts';
import { platformAdminRoutes } from './platform.admin.routes.ts';
import type { PlatformAdminService } from './platform.admin.service.ts';
import { platformRoutes } from './platform.routes.ts';
import type { PlatformService } from './platform.service.ts';
import type { TransferService } from './platform.transfer.ts';

/**
 * The platform (core): the catalogue of applications and routes, what each user gets at run time, and its
 * administration. Its services depend on authorization's and menu's, so app.ts builds them.
 */
export const platformModule: ServerModule<{
  database: Database;
  config: Config;
  service: PlatformService;
  admin: PlatformAdminService;
  transfer: TransferService;
  authorization: AuthorizationService;
  mailer: Mailer;
  readiness: () => Promise<Readiness>;
}> = {
  name: 'platform',
  async register(app, deps) {
    await platformRoutes(app, {
      database: deps.database,
      config: deps.config,
      service: deps.service,
      readiness: deps.readiness,
    });
    await platformAdminRoutes(app, {
      service: deps.admin,
      transfer: deps.transfer,
      authorization: deps.authorization,
      mailer: deps.mailer,
    });
  },
};
