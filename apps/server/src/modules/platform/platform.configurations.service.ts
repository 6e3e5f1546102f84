import type {
  ApplicationAuthority,
  Configuration,
  ConfigurationDetail,
  ConfigurationInput,
  ConfigurationUpdate,
  Section,
} from '@halo/contract';
import type { Catalogue, CatalogueQuery } from '../../db/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, found, NotFoundError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { AuthorizationService } from '../authorization/authorization.service.ts';
import type { MenuService } from '../menu/menu.service.ts';
import { createPlatformAdminRepository } from './platform.admin.repository.ts';
import { createPlatformRepository } from './platform.repository.ts';
import { createPlatformWrites } from './platform.writes.ts';

/**
 * The configuration of each application (SPEC.md §7 "Platform admin", `conf/…`): its home and settings, and the
 * view over what other modules keep for it (sections, roles, authorities, groups, menus), with the roles and
 * authorities it enables.
 */
export function createConfigurationsService(deps: {
  db: Db;
  audit: AuditLog;
  authorization: AuthorizationService;
  menus: MenuService;
}) {
  const { authorization } = deps;
  const repo = createPlatformAdminRepository(deps.db);
  const platform = createPlatformRepository(deps.db);
  const { write, record, updateAudited } = createPlatformWrites(deps);

  async function mustApplication(id: number) {
    return found(await platform.findApplication(id), 'Applicazione non trovata.');
  }

  async function mustConfiguration(id: number) {
    return found(await repo.findConfiguration(id), 'Configurazione non trovata.');
  }

  async function applicationAuthorities(applicationId: number): Promise<ApplicationAuthority[]> {
    await mustApplication(applicationId);
    const links = await repo.listApplicationAuthorities(applicationId);
    const all = await authorization.authorities();
    return links.map((link) => ({
      ...link,
      description: all.find((a) => a.name === link.authority)?.description ?? '',
    }));
  }

  return {
    // sections ----------------------------------------------------------------------------------------------------
    async listSections(
      filter: { idWs?: number; app?: string } & CatalogueQuery<'name' | 'application'>,
    ): Promise<Catalogue<Section>> {
      let application = filter.app;
      if (filter.idWs !== undefined) {
        application = (await mustConfiguration(filter.idWs)).clientId;
      }
      return authorization.sectionsCatalogue({ application }, filter);
    },

    // roles, authorities and groups of a configuration -------------------------------------------------------------
    async createConfigurationRole(
      input: { idWsc: number; name: string; description: string },
      ctx: WriteContext,
    ) {
      const configuration = await mustConfiguration(input.idWsc);
      return authorization.createRole(
        { application: configuration.clientId, name: input.name, description: input.description },
        ctx,
      );
    },

    async createConfigurationAuthority(
      input: { idWsc: number; authority: string; description: string },
      ctx: WriteContext,
    ): Promise<ApplicationAuthority> {
      const configuration = await mustConfiguration(input.idWsc);
      const authority = await authorization.ensureAuthority(input.authority, input.description, ctx);
      const id = await write(async (tx, txDb) => {
        const created = await tx.insertApplicationAuthority(configuration.applicationId, input.authority);
        await record(
          ctx,
          'applicazione',
          configuration.applicationId,
          'authority-add',
          { authority: input.authority },
          txDb,
        );
        return created;
      });
      return {
        id,
        applicationId: configuration.applicationId,
        authority: input.authority,
        description: authority.description,
      };
    },

    async deleteConfigurationAuthority(id: number, ctx: WriteContext): Promise<ApplicationAuthority> {
      const link = await repo.findApplicationAuthority(id);
      if (!link) {
        throw new NotFoundError('Authority non abilitata.');
      }
      await write(async (tx, txDb) => {
        await tx.deleteApplicationAuthority(id);
        await record(
          ctx,
          'applicazione',
          link.applicationId,
          'authority-remove',
          { authority: link.authority },
          txDb,
        );
      });
      const description =
        (await authorization.authorities()).find((a) => a.name === link.authority)?.description ?? '';
      return { ...link, description };
    },

    applicationAuthorities,

    async configurationGroups(idWsc: number) {
      const configuration = await mustConfiguration(idWsc);
      return (await authorization.groupsOfApplication(configuration.clientId)).map((group) => ({
        ...group,
        permissions: group.permissions.map((p) => ({ section: p.section, mask: p.mask })),
      }));
    },

    // configurations ----------------------------------------------------------------------------------------------
    listConfigurations: (filter: { q?: string; idWs?: number }) =>
      repo.listConfigurations({ q: filter.q, id: filter.idWs }),

    async configuration(id: number): Promise<ConfigurationDetail> {
      const configuration = await mustConfiguration(id);
      const application = await mustApplication(configuration.applicationId);
      const [sections, roles, authorities, groups, menus] = await Promise.all([
        authorization.listSections({ application: application.clientId }),
        authorization.rolesOfClient(application.clientId),
        applicationAuthorities(application.id),
        authorization.groupsOfApplication(application.clientId),
        deps.menus.menusOfApplication(application.id),
      ]);
      return {
        ...configuration,
        application,
        sections,
        roles,
        authorities,
        groups: groups.map(({ permissions: _permissions, ...group }) => group),
        menus,
      };
    },

    async createConfiguration(input: ConfigurationInput, ctx: WriteContext): Promise<Configuration> {
      if (!(await platform.findApplication(input.applicationId))) {
        throw new ConflictError("L'applicazione indicata non esiste.", [
          { path: 'body.applicationId', message: "L'applicazione indicata non esiste." },
        ]);
      }
      const id = await write(async (tx, txDb) => {
        const created = await tx.insertConfiguration(input);
        await record(ctx, 'configurazione', created, 'create', { applicationId: input.applicationId }, txDb);
        return created;
      });
      return mustConfiguration(id);
    },

    async updateConfiguration(input: ConfigurationUpdate, ctx: WriteContext): Promise<Configuration> {
      await mustConfiguration(input.id);
      const { id, version, ...values } = input;
      await updateAudited(ctx, 'configurazione', id, version, (tx) =>
        tx.updateConfiguration(id, version, values),
      );
      return mustConfiguration(input.id);
    },
  };
}
