import {
  authorizationRoutes,
  type Group,
  type GroupInput,
  type GroupUpdate,
  groupInputSchema,
  groupSchema,
  groupUpdateSchema,
} from '@halo/contract';
import { FormDialog } from '../components/form-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { adminWrite } from '../halo.api.ts';
import { orNull } from '../halo.form-values.ts';
import { useAllGroups, useApplications } from '../halo.queries.ts';

interface GroupFormValues {
  id?: string;
  name: string;
  parentId: string;
  application: string;
  description: string;
  version?: number;
}

/** Create (with parent and application) or edit (name, application, description) a group. */
export function GroupFormDialog({
  isOpen,
  group,
  onClose,
  onSaved,
  onReload,
}: {
  isOpen: boolean;
  /** The group to edit; null to create one. */
  group: Group | null;
  onClose: () => void;
  onSaved: (group: Group) => void | Promise<void>;
  onReload?: () => unknown;
}) {
  const applications = useApplications();
  const groups = useAllGroups();
  const appChoices = (applications.data ?? []).map((app) => ({
    value: app.clientId,
    label: `${app.nome} (${app.clientId})`,
  }));
  const common = {
    isOpen,
    onClose,
    onSaved,
    onReload,
    children: (
      <>
        <TextField
          name="name"
          label="Nome"
          required
          help="Senza /: il percorso si forma con quello del padre."
        />
        {group ? null : (
          <SelectField
            name="parentId"
            label="Gruppo padre"
            emptyOption="Nessuno (gruppo di primo livello)"
            choices={(groups.data ?? []).map((g) => ({ value: g.id, label: g.path }))}
          />
        )}
        <SelectField name="application" label="Applicazione" emptyOption="Nessuna" choices={appChoices} />
        <TextAreaField name="description" label="Descrizione" />
      </>
    ),
  };
  if (group) {
    return (
      <FormDialog<GroupFormValues, GroupUpdate, Group>
        {...common}
        title={`Modifica gruppo ${group.path}`}
        formKey={`${group.id}-${group.version}`}
        schema={groupUpdateSchema}
        defaultValues={{
          id: group.id,
          name: group.name,
          parentId: '',
          application: group.application ?? '',
          description: group.description,
          version: group.version,
        }}
        toBody={(v) => ({
          id: v.id,
          name: v.name,
          application: orNull(v.application),
          description: v.description,
          version: v.version,
        })}
        submit={(body) =>
          adminWrite('PUT', authorizationRoutes.groupUpdate.url, body, groupSchema, {
            fallback: 'Errore salvataggio dati',
          })
        }
      />
    );
  }
  return (
    <FormDialog<GroupFormValues, GroupInput, Group>
      {...common}
      title="Nuovo gruppo"
      schema={groupInputSchema}
      defaultValues={{ name: '', parentId: '', application: '', description: '' }}
      toBody={(v) => ({
        name: v.name,
        parentId: orNull(v.parentId),
        application: orNull(v.application),
        description: v.description,
      })}
      submit={(body) => adminWrite('POST', authorizationRoutes.groupCreate.url, body, groupSchema)}
    />
  );
}
