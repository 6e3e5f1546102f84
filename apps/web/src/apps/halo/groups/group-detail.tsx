import { authorizationRoutes, type GroupDetail, groupSchema } from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminSection } from '../components/admin-screen.tsx';
import { ApplicationSelect } from '../components/application-select.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { adminWrite, fillPath, notifySuccess } from '../halo.api.ts';
import { useApplications, useSections } from '../halo.queries.ts';
import { GroupFormDialog } from './group-form.tsx';
import { GroupMembers } from './group-members.tsx';
import { PermissionMatrix } from './permission-matrix.tsx';

/** One group: its data, members and the permission matrix on the sections of an application. */
export function GroupDetailView({
  group,
  backHref,
  onChanged,
  onDeleted,
}: {
  group: GroupDetail;
  backHref: string;
  onChanged: () => unknown;
  onDeleted: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <p>
        <Link to={backHref}>← Torna all'elenco dei gruppi</Link>
      </p>
      <AdminSection
        title={`Gruppo ${group.path}`}
        actions={
          <>
            <Button color="primary" outline size="sm" type="button" onClick={() => setEditing(true)}>
              Modifica gruppo
            </Button>
            <Button color="danger" outline size="sm" type="button" onClick={() => setDeleting(true)}>
              Elimina gruppo
            </Button>
          </>
        }
      >
        <dl className="row mb-0">
          <dt className="col-sm-3">Nome</dt>
          <dd className="col-sm-9">{group.name}</dd>
          <dt className="col-sm-3">Applicazione</dt>
          <dd className="col-sm-9">{group.application ?? 'Nessuna'}</dd>
          <dt className="col-sm-3">Descrizione</dt>
          <dd className="col-sm-9">{group.description || '—'}</dd>
          <dt className="col-sm-3">Sotto-gruppi</dt>
          <dd className="col-sm-9">
            {group.subGroups.length === 0 ? 'Nessuno' : group.subGroups.map((s) => s.path).join(', ')}
          </dd>
        </dl>
      </AdminSection>
      <GroupMembers group={group} onChanged={onChanged} />
      <GroupPermissions group={group} onChanged={onChanged} />
      <GroupFormDialog
        isOpen={editing}
        group={group}
        onClose={() => setEditing(false)}
        onReload={onChanged}
        onSaved={async (saved) => {
          setEditing(false);
          notifySuccess(`Gruppo ${saved.path} salvato.`);
          await onChanged();
        }}
      />
      <ConfirmDialog
        isOpen={deleting}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          adminWrite(
            'DELETE',
            fillPath(authorizationRoutes.groupDelete.url, { id: group.id }),
            undefined,
            groupSchema,
          )
        }
        onDone={() => {
          setDeleting(false);
          notifySuccess(`Gruppo ${group.path} eliminato.`);
          onDeleted();
        }}
        onReload={onChanged}
      >
        <p>
          Eliminare il gruppo <strong>{group.path}</strong> con i suoi permessi? L'operazione non si può
          annullare.
        </p>
      </ConfirmDialog>
    </>
  );
}

function GroupPermissions({ group, onChanged }: { group: GroupDetail; onChanged: () => unknown }) {
  const applications = useApplications();
  const apps = applications.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  // The group's own application first; else the one it already has permissions on; else the admin area.
  const clientId = chosen ?? group.application ?? group.permissions[0]?.application ?? 'halo';
  const sections = useSections(clientId);
  const selected = apps.find((app) => app.clientId === clientId) ?? null;
  // Sections holding a permission but no longer listed still show, so the permission can be removed.
  const listed = sections.data ?? [];
  const orphans = group.permissions
    .filter((p) => p.application === clientId && !listed.some((s) => s.name === p.section))
    .map((p) => ({ name: p.section, description: '' }));
  const elsewhere = group.permissions.filter((p) => p.application !== clientId && p.mask > 0);
  return (
    <AdminSection title="Permessi per sezione">
      <p>
        Ogni casella abilita o rimuove un permesso del gruppo sulla sezione; «Tutti» li abilita o li rimuove
        tutti insieme.
      </p>
      <ApplicationSelect
        label="Sezioni dell'applicazione"
        applications={apps}
        value={selected?.id ?? null}
        onChange={(id) => setChosen(apps.find((app) => app.id === id)?.clientId ?? null)}
      />
      {sections.isPending ? (
        <p>Caricamento…</p>
      ) : (
        <PermissionMatrix
          groupId={group.id}
          groupName={group.path}
          sections={[...listed, ...orphans]}
          permissions={group.permissions}
          onChanged={onChanged}
        />
      )}
      {elsewhere.length > 0 ? (
        <p className="small">
          Permessi su altre applicazioni:{' '}
          {elsewhere.map((p) => `${p.section} (${p.flags.join(', ')})`).join('; ')}.
        </p>
      ) : null}
    </AdminSection>
  );
}
