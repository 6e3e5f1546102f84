import {
  authorizationRoutes,
  platformAdminRoutes,
  type Role,
  type RoleInput,
  roleInputSchema,
  roleSchema,
} from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { AdminScreen, AdminSection } from '../components/admin-screen.tsx';
import { ApplicationSelect, useSelectedApplication } from '../components/application-select.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable } from '../components/data-table.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { TextAreaField, TextField } from '../components/form-fields.tsx';
import { adminWrite, fillPath, notifySuccess } from '../halo.api.ts';
import { useAdminRefresh, useApplicationRoles, useRealmRoles } from '../halo.queries.ts';

/** The roles of each application (client roles of its identity client) and the platform's realm roles. */
export function AdminRuoli() {
  const { applications, selected, select } = useSelectedApplication();
  const roles = useApplicationRoles(selected?.id ?? null);
  const realm = useRealmRoles();
  const refresh = useAdminRefresh();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Role | null>(null);
  return (
    <AdminScreen
      title="Ruoli"
      lead="I ruoli di ogni applicazione: il primo ruolo di un utente in un'applicazione decide cosa vede."
    >
      <AdminSection
        title={selected ? `Ruoli di ${selected.nome}` : 'Ruoli'}
        actions={
          <Button
            color="primary"
            size="sm"
            type="button"
            disabled={!selected}
            onClick={() => setCreating(true)}
          >
            Nuovo ruolo
          </Button>
        }
      >
        <ApplicationSelect
          applications={applications}
          value={selected?.id ?? null}
          onChange={(id) => select(id)}
        />
        <DataTable<Role>
          caption={`Ruoli di ${selected?.nome ?? ''}`}
          rows={roles.data}
          loading={roles.isPending}
          rowKey={(r) => r.id}
          empty="L'applicazione non ha ruoli."
          columns={[
            { key: 'name', header: 'Ruolo', cell: (r) => <code>{r.name}</code> },
            { key: 'description', header: 'Descrizione', cell: (r) => r.description || '—' },
            {
              key: 'actions',
              header: 'Azioni',
              hiddenHeader: true,
              className: 'text-end',
              cell: (r) => (
                <button
                  type="button"
                  className="btn btn-link btn-sm text-danger"
                  aria-label={`Elimina ${r.name}`}
                  onClick={() => setDeleting(r)}
                >
                  Elimina
                </button>
              ),
            },
          ]}
        />
      </AdminSection>
      <AdminSection title="Ruoli della piattaforma">
        <DataTable<Role>
          caption="Ruoli della piattaforma"
          rows={realm.data}
          loading={realm.isPending}
          rowKey={(r) => r.id}
          empty="Nessun ruolo della piattaforma."
          columns={[
            { key: 'name', header: 'Ruolo', cell: (r) => <code>{r.name}</code> },
            { key: 'description', header: 'Descrizione', cell: (r) => r.description || '—' },
          ]}
        />
      </AdminSection>
      {selected ? (
        <FormDialog<RoleInput, RoleInput, Role>
          isOpen={creating}
          onClose={() => setCreating(false)}
          title={`Nuovo ruolo di ${selected.nome}`}
          formKey={selected.clientId}
          schema={roleInputSchema}
          defaultValues={{ application: selected.clientId, name: '', description: '' }}
          submit={(body) => adminWrite('POST', authorizationRoutes.roleCreate.url, body, roleSchema)}
          onSaved={async (saved) => {
            setCreating(false);
            notifySuccess(`Ruolo ${saved.name} creato.`);
            await refresh();
          }}
        >
          <TextField
            name="name"
            label="Nome"
            required
            help="Minuscole, cifre, punti, trattini e _ (es. operatore)."
          />
          <TextAreaField name="description" label="Descrizione" />
        </FormDialog>
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          adminWrite(
            'DELETE',
            fillPath(platformAdminRoutes.configurationRoleDelete.url, { id: deleting?.id ?? '' }),
            undefined,
            roleSchema,
          )
        }
        onDone={async (deleted) => {
          setDeleting(null);
          notifySuccess(`Ruolo ${deleted.name} eliminato.`);
          await refresh();
        }}
        onReload={refresh}
      >
        <p>
          Eliminare il ruolo <strong>{deleting?.name}</strong>? Gli utenti che lo hanno lo perdono; non deve
          essere usato da alcuna rotta.
        </p>
      </ConfirmDialog>
    </AdminScreen>
  );
}
