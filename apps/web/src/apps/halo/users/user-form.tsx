import {
  type Application,
  authorizationRoutes,
  type User,
  type UserInput,
  type UserUpdate,
  userInputSchema,
  userUpdateSchema,
} from '@halo/contract';
import { Trans, useTranslation } from 'react-i18next';
import { type DialogOpening, RecordFormDialog } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxField, CheckboxGroupField, TextField } from '../../../lib/ui/form-fields.tsx';
import { asArray } from '../../../lib/ui/form-values.ts';
import { useApplicationName } from '../application-name.ts';
import {
  useAdminWrite,
  useAllGroups,
  useApplicationRoles,
  useApplications,
  useRealmRoles,
} from '../halo.queries.ts';

interface UserFormValues {
  id?: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  enabled: boolean;
  realmRoles: string[];
  clientRoles: Record<string, string[]>;
  groups: string[];
  sendMail: boolean;
  version?: number;
}

/** Roles per application client; roles of clients no screen shows (the API's authorities) are kept as they are. */
function clientRolesBody(
  values: UserFormValues,
  shown: readonly string[],
  kept: Record<string, string[]> = {},
) {
  const out: Record<string, string[]> = {};
  for (const [client, roles] of Object.entries(kept)) {
    if (!shown.includes(client) && roles.length > 0) out[client] = roles;
  }
  for (const client of shown) {
    const roles = asArray(values.clientRoles?.[client]);
    if (roles.length > 0) out[client] = roles;
  }
  return out;
}

/** Create a user (with groups, and the mail to set the password) or edit one (data, enabled, roles). */
export function UserFormDialog({
  user,
  ...opening
}: DialogOpening<User> & { user: User | null; onReload?: () => unknown }) {
  const { t } = useTranslation('adminForms');
  const update = useAdminWrite(authorizationRoutes.userUpdate);
  const create = useAdminWrite(authorizationRoutes.userCreate);
  const applications = useApplications();
  const realmRoles = useRealmRoles();
  const groups = useAllGroups();
  const apps = applications.data ?? [];
  const clients = apps.map((app) => app.clientId);
  return (
    <RecordFormDialog<UserFormValues, UserInput, UserUpdate, User>
      {...opening}
      size="lg"
      record={user}
      create={{
        title: t('users.form.newTitle'),
        schema: userInputSchema,
        defaultValues: {
          username: '',
          email: '',
          firstName: '',
          lastName: '',
          enabled: true,
          realmRoles: [],
          clientRoles: Object.fromEntries(clients.map((c) => [c, []])),
          groups: [],
          sendMail: true,
        },
        toBody: (v) => ({
          username: v.username,
          email: v.email,
          firstName: v.firstName,
          lastName: v.lastName,
          enabled: v.enabled,
          realmRoles: asArray(v.realmRoles),
          clientRoles: clientRolesBody(v, clients),
          groups: asArray(v.groups),
          sendMail: v.sendMail,
        }),
        submit: (body) => create.mutateAsync({ body }),
        children: (
          <>
            <TextField
              name="username"
              label={t('users.form.username')}
              required
              help={t('users.form.usernameHelp')}
            />
            <UserFields sendMail />
          </>
        ),
      }}
      edit={(u) => ({
        title: t('users.form.editTitle', { username: u.username }),
        schema: userUpdateSchema,
        defaultValues: {
          id: u.id,
          username: u.username,
          email: u.email ?? '',
          firstName: u.firstName,
          lastName: u.lastName,
          enabled: u.enabled,
          realmRoles: u.realmRoles,
          clientRoles: Object.fromEntries(clients.map((c) => [c, u.clientRoles[c] ?? []])),
          groups: [],
          sendMail: false,
          version: u.version,
        },
        toBody: (v) => ({
          id: v.id,
          email: v.email,
          firstName: v.firstName,
          lastName: v.lastName,
          enabled: v.enabled,
          realmRoles: asArray(v.realmRoles),
          clientRoles: clientRolesBody(v, clients, u.clientRoles),
          attributes: u.attributes,
          version: v.version,
        }),
        submit: (body) => update.mutateAsync({ body }),
        children: (
          <>
            <p>
              <Trans
                t={t}
                i18nKey="users.form.usernameFixed"
                values={{ username: u.username }}
                components={{ strong: <strong /> }}
              />
            </p>
            <UserFields />
          </>
        ),
      })}
    >
      <CheckboxGroupField
        name="realmRoles"
        legend={t('users.form.realmRoles')}
        choices={(realmRoles.data ?? []).map((r) => ({
          value: r.name,
          label: r.description ? `${r.name} (${r.description})` : r.name,
        }))}
      />
      <h3 className="h6">{t('users.form.applicationRoles')}</h3>
      <p className="small">{t('users.form.firstRoleNote')}</p>
      {apps.map((app) => (
        <ApplicationRolesField key={app.id} application={app} />
      ))}
      {user ? null : (
        <CheckboxGroupField
          name="groups"
          legend={t('users.form.groups')}
          choices={(groups.data ?? []).map((g) => ({ value: g.id, label: g.path }))}
          empty={t('users.form.noGroups')}
        />
      )}
    </RecordFormDialog>
  );
}

/** A user's name, e-mail and whether they may sign in; for a new user, whether the access mail goes. */
function UserFields({ sendMail = false }: { sendMail?: boolean }) {
  const { t } = useTranslation('adminForms');
  return (
    <>
      <TextField name="email" label={t('common.email')} type="email" required />
      <TextField name="firstName" label={t('users.form.firstName')} />
      <TextField name="lastName" label={t('users.form.lastName')} />
      <CheckboxField name="enabled" label={t('users.form.enabled')} />
      {sendMail ? <CheckboxField name="sendMail" label={t('users.form.sendMail')} /> : null}
    </>
  );
}

function ApplicationRolesField({ application }: { application: Application }) {
  const { t } = useTranslation('adminForms');
  const roles = useApplicationRoles(application.id);
  const applicationName = useApplicationName();
  return (
    <CheckboxGroupField
      name={`clientRoles.${application.clientId}`}
      legend={applicationName.of(application)}
      choices={(roles.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
      empty={t('common.noRoles')}
    />
  );
}
