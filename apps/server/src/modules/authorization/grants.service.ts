import type { Db } from '../../db/database.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { createAuthorizationRepository } from './authorization.repository.ts';

interface SectionDeclaration {
  name: string;
  description: string;
}

interface PermissionGrant {
  /** The group's full path, as in the `groups` claim. */
  group: string;
  section: string;
  mask: number;
}

/**
 * What an application brings with it into authorization's tables: its sections and the permissions groups hold
 * on them, from the catalogue sync, a seed or an imported document. Other modules write them only through here. Each
 * call runs in the caller's transaction when given one (`tx`) and audits every row it changes.
 */
export function createGrantsService(deps: { db: Db; audit: AuditLog }) {
  const { db, audit } = deps;

  return {
    /** Sections created when missing; those already there keep what administrators changed. */
    async ensureSections(
      sections: readonly { name: string; application: string; description: string }[],
      ctx: WriteContext,
      tx: Db = db,
    ): Promise<void> {
      const created = await createAuthorizationRepository(tx).ensureSections(
        sections.map(({ name, application, description }) => ({ name, application, description })),
      );
      for (const name of created) {
        await audit.recordWrite(ctx, { entity: 'sezione', entityId: name, action: 'create' }, tx);
      }
    },

    /** Sections as an imported document gives them: created, or their description replaced. */
    async importSections(
      application: string,
      sections: SectionDeclaration[],
      ctx: WriteContext,
      tx: Db = db,
    ): Promise<void> {
      await createAuthorizationRepository(tx).upsertSections(
        sections.map((section) => ({ ...section, application })),
      );
      for (const section of sections) {
        await audit.recordWrite(ctx, { entity: 'sezione', entityId: section.name, action: 'import' }, tx);
      }
    },

    /** Permissions given where the group holds none on the section yet: an administrator's change stays. */
    async grantDefaults(grants: PermissionGrant[], ctx: WriteContext, tx: Db = db): Promise<void> {
      const given = await createAuthorizationRepository(tx).ensurePermissions(
        grants.map((grant) => ({ groupName: grant.group, section: grant.section, mask: grant.mask })),
      );
      for (const row of given) {
        const mask = grants.find((g) => g.group === row.groupName && g.section === row.section)?.mask;
        await audit.recordWrite(
          ctx,
          {
            entity: 'permesso',
            entityId: `${row.groupName}|${row.section}`,
            action: 'perm-set',
            details: { after: mask },
          },
          tx,
        );
      }
    },

    /** Permissions as an imported document gives them: the mask replaced, a mask of 0 removing the permission. */
    async importPermissions(grants: PermissionGrant[], ctx: WriteContext, tx: Db = db): Promise<void> {
      const repo = createAuthorizationRepository(tx);
      for (const grant of grants) {
        const before = await repo.maskOf(grant.group, grant.section);
        const after = await repo.changeMask(grant.group, grant.section, { set: grant.mask });
        await audit.recordWrite(
          ctx,
          {
            entity: 'permesso',
            entityId: `${grant.group}|${grant.section}`,
            action: 'perm-import',
            details: { before, after },
          },
          tx,
        );
      }
    },
  };
}

export type GrantsService = ReturnType<typeof createGrantsService>;
