import {
  platformAdminRoutes,
  type Section,
  type SectionInput,
  sectionInputSchema,
  sectionSchema,
} from '@halo/contract';
import { Button } from 'design-react-kit';
import { useId, useState } from 'react';
import { AdminScreen, AdminSection, SearchBox } from '../components/admin-screen.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable } from '../components/data-table.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { adminWrite, fillPath, notifySuccess } from '../halo.api.ts';
import { pageQuery, useListParams, usePageInRange } from '../halo.list.ts';
import { useAdminRefresh, useApplications, useSectionsPage } from '../halo.queries.ts';

/** Sections: what groups are given permissions on (`<client id>.<nome>`). */
export function AdminSezioni() {
  const list = useListParams({ sort: 'name' });
  const app = list.get('app');
  const applications = useApplications();
  const sections = useSectionsPage({ ...pageQuery(list), app });
  usePageInRange(list, sections);
  const refresh = useAdminRefresh();
  const filterId = useId();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Section | null>(null);
  return (
    <AdminScreen
      title="Sezioni"
      lead="Le sezioni delle applicazioni: i gruppi ricevono i permessi (elenco, lettura, scrittura, modifica, azioni, eliminazione) su di esse."
    >
      <AdminSection
        title="Elenco delle sezioni"
        actions={
          <Button color="primary" size="sm" type="button" onClick={() => setCreating(true)}>
            Nuova sezione
          </Button>
        }
      >
        <div className="row">
          <div className="col-md-6">
            <SearchBox label="Cerca sezione" value={list.q} onChange={(q) => list.update({ q })} />
          </div>
          <div className="col-md-6">
            <div className="select-wrapper mb-4">
              <label htmlFor={filterId}>Applicazione</label>
              <select id={filterId} value={app} onChange={(e) => list.update({ app: e.target.value })}>
                <option value="">Tutte</option>
                {(applications.data ?? []).map((a) => (
                  <option key={a.id} value={a.clientId}>
                    {a.nome}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <DataTable<Section>
          caption="Sezioni"
          rows={sections.data?.items}
          loading={sections.isPending}
          rowKey={(s) => s.name}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          empty="Nessuna sezione corrisponde ai filtri."
          columns={[
            { key: 'name', header: 'Sezione', sortKey: 'name', cell: (s) => <code>{s.name}</code> },
            {
              key: 'application',
              header: 'Applicazione',
              sortKey: 'application',
              cell: (s) => s.application,
            },
            { key: 'description', header: 'Descrizione', cell: (s) => s.description || '—' },
            {
              key: 'system',
              header: 'Tipo',
              cell: (s) => (s.system ? 'Di sistema (usata dal server)' : 'Aggiunta'),
            },
            {
              key: 'actions',
              header: 'Azioni',
              hiddenHeader: true,
              className: 'text-end',
              cell: (s) =>
                s.system ? null : (
                  <button
                    type="button"
                    className="btn btn-link btn-sm text-danger"
                    aria-label={`Elimina ${s.name}`}
                    onClick={() => setDeleting(s)}
                  >
                    Elimina
                  </button>
                ),
            },
          ]}
        />
        {sections.data ? (
          <Pager
            label="Pagine delle sezioni"
            page={sections.data.page}
            size={sections.data.size}
            total={sections.data.total}
            onPage={(page) => list.update({ page })}
          />
        ) : null}
      </AdminSection>
      <FormDialog<SectionInput, SectionInput, Section>
        isOpen={creating}
        onClose={() => setCreating(false)}
        title="Nuova sezione"
        schema={sectionInputSchema}
        defaultValues={{ application: app, name: app ? `${app}.` : '', description: '' }}
        submit={(body) => adminWrite('POST', platformAdminRoutes.sectionCreate.url, body, sectionSchema)}
        onSaved={async (saved) => {
          setCreating(false);
          notifySuccess(`Sezione ${saved.name} creata.`);
          await refresh();
        }}
      >
        <SelectField
          name="application"
          label="Applicazione"
          required
          emptyOption="Scegliere…"
          choices={(applications.data ?? []).map((a) => ({
            value: a.clientId,
            label: `${a.nome} (${a.clientId})`,
          }))}
        />
        <TextField
          name="name"
          label="Nome"
          required
          help="Il client id dell'applicazione, un punto e il nome: ad esempio prosa.campagne."
        />
        <TextAreaField name="description" label="Descrizione" />
      </FormDialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          adminWrite(
            'DELETE',
            fillPath(platformAdminRoutes.sectionDelete.url, { id: deleting?.name ?? '' }),
            undefined,
            sectionSchema,
          )
        }
        onDone={async (deleted) => {
          setDeleting(null);
          notifySuccess(`Sezione ${deleted.name} eliminata.`);
          await refresh();
        }}
        onReload={refresh}
      >
        <p>
          Eliminare la sezione <strong>{deleting?.name}</strong> con i permessi concessi su di essa? Non deve
          essere usata da alcuna rotta.
        </p>
      </ConfirmDialog>
    </AdminScreen>
  );
}
