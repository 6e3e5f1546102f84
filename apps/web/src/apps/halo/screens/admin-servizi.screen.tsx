import {
  platformAdminRoutes,
  type Service,
  type ServiceInput,
  type ServiceUpdate,
  serviceInputSchema,
  serviceSchema,
  serviceUpdateSchema,
} from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { AdminScreen, AdminSection, SearchBox } from '../components/admin-screen.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable } from '../components/data-table.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { CheckboxField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { ToggleBox } from '../components/toggle-box.tsx';
import { adminWrite, fillPath, notifySuccess } from '../halo.api.ts';
import { pageQuery, useListParams, usePageInRange } from '../halo.list.ts';
import { useAdminRefresh, useServicesPage } from '../halo.queries.ts';

type Flag = 'base' | 'microservice';
const flagText: Record<Flag, string> = { base: 'servizio di base', microservice: 'microservizio' };

interface ServiceValues {
  id?: number;
  nome: string;
  description: string;
  basePath: string;
  base: boolean;
  microservice: boolean;
  version?: number;
}

/** The platform's services (base and microservice flags) that applications use. */
export function AdminServizi() {
  const list = useListParams({ sort: 'nome' });
  const services = useServicesPage(pageQuery(list));
  usePageInRange(list, services);
  const refresh = useAdminRefresh();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const editingService = editing?.id ? (services.data?.items.find((s) => s.id === editing.id) ?? null) : null;

  const toggle = async (service: Service, flag: Flag, enabled: boolean) => {
    setBusy(service.id);
    const route = flag === 'base' ? platformAdminRoutes.serviceBase : platformAdminRoutes.serviceMicroservice;
    const result = await adminWrite(
      'PUT',
      fillPath(route.url, { id: service.id }),
      { enabled },
      serviceSchema,
      {
        alert: true,
      },
    );
    setBusy(null);
    if (!result.ok) return;
    notifySuccess(`${service.nome}: ${flagText[flag]} ${enabled ? 'attivato' : 'disattivato'}.`);
    await refresh();
  };

  return (
    <AdminScreen
      title="Servizi"
      lead="I servizi della piattaforma, il loro percorso base e se sono servizi di base o microservizi."
    >
      <AdminSection
        title="Elenco dei servizi"
        actions={
          <Button color="primary" size="sm" type="button" onClick={() => setEditing({ id: null })}>
            Nuovo servizio
          </Button>
        }
      >
        <SearchBox label="Cerca servizio" value={list.q} onChange={(q) => list.update({ q })} />
        <DataTable<Service>
          caption="Servizi"
          rows={services.data?.items}
          loading={services.isPending}
          rowKey={(s) => s.id}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          empty={list.q ? 'Nessun servizio corrisponde alla ricerca.' : 'Nessun servizio.'}
          columns={[
            { key: 'nome', header: 'Nome', sortKey: 'nome', cell: (s) => s.nome },
            {
              key: 'basePath',
              header: 'Percorso base',
              sortKey: 'basePath',
              cell: (s) => <code>{s.basePath}</code>,
            },
            { key: 'description', header: 'Descrizione', cell: (s) => s.description || '—' },
            ...(['base', 'microservice'] as const).map((flag) => ({
              key: flag,
              header: flag === 'base' ? 'Di base' : 'Microservizio',
              className: 'text-center',
              cell: (s: Service) => (
                <ToggleBox
                  label={`${flag === 'base' ? 'Servizio di base' : 'Microservizio'}: ${s.nome}`}
                  checked={s[flag]}
                  disabled={busy === s.id}
                  onChange={(enabled) => void toggle(s, flag, enabled)}
                />
              ),
            })),
            {
              key: 'actions',
              header: 'Azioni',
              hiddenHeader: true,
              className: 'text-end text-nowrap',
              cell: (s) => (
                <>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={`Modifica ${s.nome}`}
                    onClick={() => setEditing({ id: s.id })}
                  >
                    Modifica
                  </button>
                  <button
                    type="button"
                    className="btn btn-link btn-sm text-danger"
                    aria-label={`Elimina ${s.nome}`}
                    onClick={() => setDeleting(s)}
                  >
                    Elimina
                  </button>
                </>
              ),
            },
          ]}
        />
        {services.data ? (
          <Pager
            label="Pagine dei servizi"
            page={services.data.page}
            size={services.data.size}
            total={services.data.total}
            onPage={(page) => list.update({ page })}
          />
        ) : null}
      </AdminSection>
      <ServiceFormDialog
        isOpen={editing !== null && (editing.id === null || editingService !== null)}
        service={editingService}
        onClose={() => setEditing(null)}
        onReload={refresh}
        onSaved={async (saved) => {
          const created = editing?.id === null;
          setEditing(null);
          notifySuccess(`Servizio ${saved.nome} ${created ? 'creato' : 'salvato'}.`);
          await refresh();
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          adminWrite(
            'DELETE',
            fillPath(platformAdminRoutes.serviceDelete.url, { id: deleting?.id ?? 0 }),
            undefined,
            serviceSchema,
          )
        }
        onDone={async (deleted) => {
          setDeleting(null);
          notifySuccess(`Servizio ${deleted.nome} eliminato.`);
          await refresh();
        }}
        onReload={refresh}
      >
        <p>
          Eliminare il servizio <strong>{deleting?.nome}</strong>? Non deve essere collegato ad alcuna
          applicazione.
        </p>
      </ConfirmDialog>
    </AdminScreen>
  );
}

function ServiceFormDialog({
  isOpen,
  service,
  onClose,
  onSaved,
  onReload,
}: {
  isOpen: boolean;
  service: Service | null;
  onClose: () => void;
  onSaved: (service: Service) => void | Promise<void>;
  onReload: () => unknown;
}) {
  const fields = (
    <>
      <TextField name="nome" label="Nome" required maxLength={60} />
      <TextField
        name="basePath"
        label="Percorso base"
        required
        help="Ad esempio /api/v1/gestioneregionale."
      />
      <TextAreaField name="description" label="Descrizione" />
      <CheckboxField name="base" label="Servizio di base della piattaforma" />
      <CheckboxField name="microservice" label="Eseguito come microservizio separato" />
    </>
  );
  if (service) {
    return (
      <FormDialog<ServiceValues, ServiceUpdate, Service>
        isOpen={isOpen}
        onClose={onClose}
        onSaved={onSaved}
        onReload={onReload}
        title={`Modifica servizio ${service.nome}`}
        formKey={`${service.id}-${service.version}`}
        schema={serviceUpdateSchema}
        defaultValues={service}
        submit={(body) => adminWrite('PUT', platformAdminRoutes.serviceUpdate.url, body, serviceSchema)}
      >
        {fields}
      </FormDialog>
    );
  }
  return (
    <FormDialog<ServiceValues, ServiceInput, Service>
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onSaved}
      title="Nuovo servizio"
      schema={serviceInputSchema}
      defaultValues={{ nome: '', description: '', basePath: '', base: false, microservice: false }}
      submit={(body) => adminWrite('POST', platformAdminRoutes.serviceCreate.url, body, serviceSchema)}
    >
      {fields}
    </FormDialog>
  );
}
