import { z } from 'zod';
import { adminMessages, adminSections } from './admin.ts';
import { ALL_PERMISSIONS, NO_PERMISSIONS } from './permissions.ts';

/**
 * Authorization service (SPEC.md §7 "Authorization", "Authorities"): users, groups, group membership, roles and
 * authorities, which live in the identity provider, and the permissions groups hold on sections, which live in
 * the platform. Decisions in docs/adr/0004-administration-api.md.
 */

const m = adminMessages;
const _s = adminSections;
const _API = '/api/v1/authorization';
const _tags = ['authorization'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Shapes

export const roleNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9._-]{1,39}$/, m.roleName);
export const authorityNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.:-]{1,59}$/, m.authorityName);
export const groupNameSchema = z
  .string()
  .trim()
  .min(1, m.groupName)
  .max(60, m.groupName)
  .regex(/^[^/]+$/, m.groupName);
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,59}$/, m.username);
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email(m.email));

export const roleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    application: z
      .string()
      .nullable()
      .meta({ description: "Client id dell'applicazione; null per un ruolo del realm (es. app-admin)" }),
  })
  .meta({ id: 'Role' });

export const authoritySchema = z
  .object({ name: z.string(), description: z.string() })
  .meta({ id: 'Authority' });

export const userRefSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
  })
  .meta({ id: 'UserRef' });

export const authorityDetailSchema = authoritySchema
  .extend({
    users: z.array(userRefSchema).meta({ description: "Utenti a cui l'authority è assegnata" }),
    applications: z
      .array(z.object({ id: z.number().int(), nome: z.string(), clientId: z.string() }))
      .meta({ description: "Applicazioni che abilitano l'authority" }),
  })
  .meta({ id: 'AuthorityDetail' });

export const accountMailSchema = z
  .object({
    kind: z.enum(['verify-email', 'set-password']),
    sentAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    expired: z.boolean(),
  })
  .meta({
    id: 'AccountMail',
    description: "L'ultimo messaggio di verifica o di impostazione password inviato",
  });

export const userSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    enabled: z.boolean(),
    emailVerified: z.boolean(),
    realmRoles: z.array(z.string()),
    clientRoles: z.record(z.string(), z.array(z.string())).meta({
      description: 'Ruoli per client id; le authority sono i ruoli del client halo-api',
    }),
    groups: z.array(z.string()).meta({ description: 'Percorsi dei gruppi (come nel claim groups)' }),
    attributes: z.record(z.string(), z.string()),
    createdAt: z.iso.datetime().nullable(),
    version: z.number().int(),
    mail: accountMailSchema.nullable(),
  })
  .meta({ id: 'User' });

export const groupPermissionSchema = z
  .object({
    section: z.string(),
    application: z.string(),
    mask: z.number().int().min(NO_PERMISSIONS).max(ALL_PERMISSIONS),
    flags: z.array(z.enum(['DELETE', 'ACTION', 'UPDATE', 'WRITE', 'READ', 'LIST'])),
  })
  .meta({ id: 'GroupPermission' });

export const groupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    path: z.string().meta({ description: 'Percorso completo, come nel claim groups (es. /prosa/operatori)' }),
    parentId: z.string().nullable(),
    application: z.string().nullable().meta({ description: "Client id dell'applicazione del gruppo" }),
    description: z.string(),
    memberCount: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'Group' });

export const groupDetailSchema = groupSchema
  .extend({
    members: z.array(userRefSchema),
    permissions: z.array(groupPermissionSchema),
    subGroups: z.array(z.object({ id: z.string(), path: z.string() })),
  })
  .meta({ id: 'GroupDetail' });

export const groupWithPermissionsSchema = groupSchema
  .extend({ permissions: z.array(groupPermissionSchema) })
  .meta({ id: 'GroupWithPermissions' });

export type Role = z.infer<typeof roleSchema>;
export type Authority = z.infer<typeof authoritySchema>;
export type AuthorityDetail = z.infer<typeof authorityDetailSchema>;
export type UserRef = z.infer<typeof userRefSchema>;
export type User = z.infer<typeof userSchema>;
export type AccountMail = z.infer<typeof accountMailSchema>;
export type Group = z.infer<typeof groupSchema>;
export type GroupDetail = z.infer<typeof groupDetailSchema>;
export type GroupPermission = z.infer<typeof groupPermissionSchema>;
export type GroupWithPermissions = z.infer<typeof groupWithPermissionsSchema>;
