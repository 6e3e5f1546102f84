import type { Db } from '../../db/database.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { AuthorizationService } from '../authorization/authorization.service.ts';
import type { IdentityAdmin } from '../authorization/identity/identity.port.ts';
import type { MenuService } from '../menu/menu.service.ts';
import { createCatalogueAdminService } from './platform.catalogue-admin.service.ts';
import { createConfigurationsService } from './platform.configurations.service.ts';
import { type ActiveIdentity, createPlatformSettingsService } from './platform.settings.service.ts';
import type { RouteVisibility } from './platform.visibility.ts';

/**
 * The platform administration (SPEC.md §7 "Platform admin"), one concern a file: the catalogue (applications,
 * services, screens, icons, routes), the applications' configurations, the settings. Export and import are
 * platform.transfer.ts; what users get at run time, platform.service.ts.
 */
export function createPlatformAdminService(deps: {
  db: Db;
  audit: AuditLog;
  visibility: RouteVisibility;
  authorization: AuthorizationService;
  identity: IdentityAdmin;
  menus: MenuService;
  active: ActiveIdentity;
  fetch?: typeof fetch;
  clock?: () => Date;
}) {
  return {
    ...createCatalogueAdminService(deps),
    ...createConfigurationsService(deps),
    ...createPlatformSettingsService(deps),
  };
}

export type PlatformAdminService = ReturnType<typeof createPlatformAdminService>;
