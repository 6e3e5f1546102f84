import { type CatalogueAdminDeps, createCatalogueAdminService } from './platform.catalogue-admin.service.ts';
import { createConfigurationsService } from './platform.configurations.service.ts';
import { type ActiveIdentity, createPlatformSettingsService } from './platform.settings.service.ts';

/**
 * The platform administration (SPEC.md §7 "Platform admin"), one concern a file: the catalogue (applications,
 * services, screens, icons, routes), the applications' configurations, the settings. Export and import are
 * platform.transfer.ts; what users get at run time, platform.service.ts.
 */
export function createPlatformAdminService(
  deps: CatalogueAdminDeps & { active: ActiveIdentity; fetch?: typeof fetch; clock?: () => Date },
) {
  return {
    ...createCatalogueAdminService(deps),
    ...createConfigurationsService(deps),
    ...createPlatformSettingsService(deps),
  };
}

export type PlatformAdminService = ReturnType<typeof createPlatformAdminService>;
