import type { Authority, AuthorityDetail, Role, Section, SectionInput } from '@halo/contract';
import type { Catalogue, CatalogueQuery } from '../../db/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, referenceDetails, ValidationError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { auditWriter } from './authorization.audit.ts';
import { createAuthorizationRepository } from './authorization.repository.ts';
import type { IdentityAdmin, IdentityRole } from './identity/identity.port.ts';
import type { PlatformLookup } from './platform.port.ts';

/**
 * What permissions and roles are given on: the sections of the applications (kept here), the applications' client
 * roles and the API's authorities (kept by the identity provider, through the port). Deletes are refused while
 * routes or applications still use them.
 */
export function createSectionsService(deps: {
  db: Db;
  identity: IdentityAdmin;
  audit: AuditLog;
  platform: PlatformLookup;
  /** The API's client: its client roles are the authorities. */
  apiClientId: string;
  /** Sections the server's own routes are declared on: they cannot be deleted. */
  systemSections: () => Set<string>;
}) {
  const { db, identity, audit, platform } = deps;
  const repo = createAuthorizationRepository(db);

  const record = auditWriter(audit, db);

  function toRole(role: IdentityRole): Role {
    return { id: role.id, name: role.name, description: role.description, application: role.clientId };
  }

  async function authorities(): Promise<Authority[]> {
    return (await identity.listClientRoles(deps.apiClientId)).map((r) => ({
      name: r.name,
      description: r.description,
    }));
  }

  async function authorityRole(name: string) {
    const role = (await identity.listClientRoles(deps.apiClientId)).find((r) => r.name === name);
    if (!role) {
      throw new NotFoundError('Authority non trovata.');
    }
    return role;
  }

  return {
    // sections ----------------------------------------------------------------------------------------------------
    async listSections(filter: { application?: string }): Promise<Section[]> {
      const system = deps.systemSections();
      return (await repo.listSections(filter)).map((s) => ({ ...s, system: system.has(s.name) }));
    },

    async sectionsCatalogue(
      filter: { application?: string },
      query: CatalogueQuery<'name' | 'application'>,
    ): Promise<Catalogue<Section>> {
      const system = deps.systemSections();
      const found = await repo.sectionsCatalogue(filter, query);
      return { ...found, items: found.items.map((s) => ({ ...s, system: system.has(s.name) })) };
    },

    async createSection(input: SectionInput, ctx: WriteContext): Promise<Section> {
      if (!(await platform.findApplicationByClientId(input.application))) {
        throw new ValidationError([{ path: 'body.application', message: 'Applicazione sconosciuta.' }]);
      }
      await inTransaction(
        db,
        async (txDb) => {
          await createAuthorizationRepository(txDb).insertSection({
            name: input.name,
            application: input.application,
            description: input.description,
          });
          await record(ctx, 'sezione', input.name, 'create', {}, txDb);
        },
        (error) =>
          pgErrorOf(error)?.code === '23505'
            ? new ConflictError('Esiste già una sezione con questo nome.', [
                { path: 'body.name', message: 'Sezione già esistente.' },
              ])
            : error,
      );
      return { ...input, system: deps.systemSections().has(input.name) };
    },

    /** Refused for the server's own sections and for sections routes are gated on; permissions go with it. */
    async deleteSection(name: string, ctx: WriteContext): Promise<Section> {
      const section = await repo.findSection(name);
      if (!section) {
        throw new NotFoundError('Sezione non trovata.');
      }
      if (deps.systemSections().has(name)) {
        throw new ConflictError('La sezione è usata dalle chiamate del server e non si può eliminare.', [
          { path: 'params.id', message: 'Sezione di sistema.' },
        ]);
      }
      const routes = await platform.routesUsingSection(name);
      if (routes.length > 0) {
        throw new ConflictError(
          `Impossibile eliminare la sezione: è usata da ${routes.length} rotte.`,
          referenceDetails(
            routes.map((r) => ({ id: r.id, label: r.path })),
            'rotte',
          ),
        );
      }
      await inTransaction(db, async (txDb) => {
        const removed = await createAuthorizationRepository(txDb).deleteSection(name);
        await record(ctx, 'sezione', name, 'delete', { permissionsRemoved: removed }, txDb);
      });
      return { ...section, system: false };
    },

    // roles -------------------------------------------------------------------------------------------------------
    async createRole(input: { application: string; name: string; description: string }, ctx: WriteContext) {
      const application = await platform.findApplicationByClientId(input.application);
      if (!application) {
        throw new ValidationError([{ path: 'body.application', message: 'Applicazione sconosciuta.' }]);
      }
      await identity.ensureClient(application.clientId, application.nome);
      const role = await identity.createClientRole(application.clientId, input.name, input.description);
      await record(ctx, 'ruolo', role.id, 'create', { application: application.clientId, name: role.name });
      return toRole(role);
    },

    async rolesOfApplication(applicationId: number): Promise<Role[]> {
      const application = await platform.findApplication(applicationId);
      if (!application) {
        throw new NotFoundError('Applicazione non trovata.');
      }
      return (await identity.listClientRoles(application.clientId)).map(toRole);
    },

    async rolesOfClient(clientId: string): Promise<Role[]> {
      return (await identity.listClientRoles(clientId)).map(toRole);
    },

    async realmRoles(): Promise<Role[]> {
      return (await identity.listRealmRoles()).map(toRole);
    },

    /** Refused while routes are given to the role; users holding it lose it. */
    async deleteRole(id: string, ctx: WriteContext): Promise<Role> {
      const role = await identity.getRole(id);
      if (!role) {
        throw new NotFoundError('Ruolo non trovato.');
      }
      if (role.clientId === null) {
        throw new ConflictError('I ruoli del realm non si eliminano da qui.', [
          { path: 'params.id', message: role.name },
        ]);
      }
      const application = await platform.findApplicationByClientId(role.clientId);
      const routes = application ? await platform.routesUsingRole(application.id, role.name) : [];
      if (routes.length > 0) {
        throw new ConflictError(
          `Impossibile eliminare il ruolo: ${routes.length} rotte sono assegnate a esso.`,
          referenceDetails(
            routes.map((r) => ({ id: r.id, label: r.path })),
            'rotte',
          ),
        );
      }
      await identity.deleteRole(id);
      await record(ctx, 'ruolo', id, 'delete', { application: role.clientId, name: role.name });
      return toRole(role);
    },

    // authorities -------------------------------------------------------------------------------------------------
    authorities,

    async authoritiesCatalogue(query: CatalogueQuery<'name'>): Promise<Catalogue<Authority>> {
      return repo.authoritiesCatalogue(await authorities(), query);
    },

    async authority(name: string): Promise<AuthorityDetail> {
      const role = await authorityRole(name);
      const [users, applications] = await Promise.all([
        identity.usersWithClientRole(deps.apiClientId, name),
        platform.applicationsWithAuthority(name),
      ]);
      return { name, description: role.description, users, applications };
    },

    /** The authority, created in the identity provider when it does not exist yet. */
    async ensureAuthority(name: string, description: string, ctx: WriteContext): Promise<Authority> {
      const existing = (await identity.listClientRoles(deps.apiClientId)).find((r) => r.name === name);
      if (existing) {
        return { name, description: existing.description };
      }
      await identity.ensureClient(deps.apiClientId, 'Halo API');
      const role = await identity.createClientRole(deps.apiClientId, name, description);
      await record(ctx, 'authority', name, 'create', {});
      return { name, description: role.description };
    },

    /** Refused (409) while applications enable it; users holding it lose it. */
    async removeAuthority(name: string, ctx: WriteContext): Promise<Authority> {
      const role = await authorityRole(name);
      const applications = await platform.applicationsWithAuthority(name);
      if (applications.length > 0) {
        throw new ConflictError(
          `Impossibile eliminare l'authority: è abilitata da ${applications.length} applicazioni.`,
          referenceDetails(
            applications.map((a) => ({ id: a.id, label: a.nome })),
            'applicazioni',
          ),
        );
      }
      await identity.deleteRole(role.id);
      await record(ctx, 'authority', name, 'delete', {});
      return { name, description: role.description };
    },
  };
}
