import {
  type Application,
  type ApplicationDetail,
  applicationDetailSchema,
  applicationSchema,
  platformAdminRoutes,
  type Service,
} from '@halo/contract';
import { Button, Icon } from 'design-react-kit';
import { useId, useState } from 'react';
import { ApplicationFormDialog } from '../applications/application-form.tsx';
import { exportApplication, ImportDialog } from '../applications/application-transfer.tsx';
import { AdminScreen, AdminSection, SearchBox } from '../components/admin-screen.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { adminWrite, fillPath, notifySuccess } from '../halo.api.ts';
import { pageQuery, useListParams, usePageInRange } from '../halo.list.ts';
import { useAdminRefresh, useApplicationDetail, useApplicationsPage, useServices } from '../halo.queries.ts';

/**
 * Applications: create, edit, delete; their services; export and import of their whole configuration as JSON.
 * `?dettaglio=<id>` opens an application's services.
 */
export function AdminApplicazioni() {
  const list = useListParams({ sort: 'nome' });
  const applications = useApplicationsPage(pageQuery(list));
  usePageInRange(list, applications);
  const refresh = useAdminRefresh();
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Application | null>(null);
  const [importing, setImporting] = useState(false);
  const editing = useApplicationDetail(editingId ?? null);
  const detailId = Number.parseInt(list.get('dettaglio'), 10) || null;
  return (
    <AdminScreen
      title="Applicazioni"
      lead="Le applicazioni della piattaforma, i servizi che usano e la loro configurazione, da esportare e importare."
      actions={
        <>
          <Button color="primary" size="sm" type="button" onClick={() => setEditingId(null)}>
            Nuova applicazione
          </Button>
          <Button color="primary" outline size="sm" type="button" onClick={() => setImporting(true)}>
            Importa configurazione
          </Button>
        </>
      }
    >
      <AdminSection title="Elenco delle applicazioni">
        <SearchBox label="Cerca applicazione" value={list.q} onChange={(q) => list.update({ q })} />
        <DataTable<Application>
          caption="Applicazioni"
          rows={applications.data?.items}
          loading={applications.isPending}
          rowKey={(a) => a.id}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          empty={list.q ? 'Nessuna applicazione corrisponde alla ricerca.' : 'Nessuna applicazione.'}
          columns={[
            {
              key: 'icon',
              header: 'Icona',
              cell: (a) =>
                /^it-[a-z0-9-]+$/.test(a.icon) ? <Icon icon={a.icon} aria-hidden="true" /> : null,
            },
            { key: 'nome', header: 'Nome', sortKey: 'nome', cell: (a) => a.nome },
            {
              key: 'clientId',
              header: 'Client id',
              sortKey: 'clientId',
              cell: (a) => <code>{a.clientId}</code>,
            },
            { key: 'description', header: 'Descrizione', cell: (a) => a.description || '—' },
            { key: 'public', header: 'Home pubblica', cell: (a) => (a.hasHomePublic ? 'Sì' : 'No') },
            {
              key: 'actions',
              header: 'Azioni',
              hiddenHeader: true,
              className: 'text-end',
              cell: (a) => (
                <div className="d-flex flex-wrap justify-content-end">
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={`Servizi di ${a.nome}`}
                    onClick={() => list.update({ dettaglio: a.id, page: list.page })}
                  >
                    Servizi
                  </button>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={`Modifica ${a.nome}`}
                    onClick={() => setEditingId(a.id)}
                  >
                    Modifica
                  </button>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={`Esporta ${a.nome}`}
                    onClick={() => void exportApplication(a)}
                  >
                    Esporta
                  </button>
                  <button
                    type="button"
                    className="btn btn-link btn-sm text-danger"
                    aria-label={`Elimina ${a.nome}`}
                    onClick={() => setDeleting(a)}
                  >
                    Elimina
                  </button>
                </div>
              ),
            },
          ]}
        />
        {applications.data ? (
          <Pager
            label="Pagine delle applicazioni"
            page={applications.data.page}
            size={applications.data.size}
            total={applications.data.total}
            onPage={(page) => list.update({ page })}
          />
        ) : null}
      </AdminSection>
      {detailId ? (
        <ApplicationServices id={detailId} onClose={() => list.update({ dettaglio: null })} />
      ) : null}
      <ApplicationFormDialog
        isOpen={editingId === null || (editingId !== undefined && editing.data != null)}
        application={editingId ? (editing.data ?? null) : null}
        onClose={() => setEditingId(undefined)}
        onReload={() => editing.refetch()}
        onSaved={async (saved) => {
          const created = editingId === null;
          setEditingId(undefined);
          notifySuccess(`Applicazione ${saved.nome} ${created ? 'creata' : 'salvata'}.`);
          await refresh();
        }}
      />
      <ImportDialog
        isOpen={importing}
        onClose={() => setImporting(false)}
        onImported={async () => {
          setImporting(false);
          await refresh();
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          adminWrite(
            'DELETE',
            fillPath(platformAdminRoutes.appDelete.url, { id: deleting?.id ?? 0 }),
            undefined,
            applicationSchema,
          )
        }
        onDone={async (deleted) => {
          setDeleting(null);
          notifySuccess(`Applicazione ${deleted.nome} eliminata.`);
          if (detailId === deleted.id) list.update({ dettaglio: null });
          await refresh();
        }}
        onReload={refresh}
      >
        <p>
          Eliminare l'applicazione <strong>{deleting?.nome}</strong> con le sue rotte, i suoi menu e la sua
          configurazione? Non deve avere sezioni. L'operazione non si può annullare.
        </p>
      </ConfirmDialog>
    </AdminScreen>
  );
}

function ApplicationServices({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useApplicationDetail(id);
  const services = useServices();
  const refresh = useAdminRefresh();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const [unlinking, setUnlinking] = useState<Service | null>(null);
  const app: ApplicationDetail | null | undefined = detail.data;
  const available = (services.data ?? []).filter((s) => !app?.services.some((linked) => linked.id === s.id));
  const link = async () => {
    if (!app || !chosen) return;
    const result = await adminWrite(
      'PUT',
      platformAdminRoutes.appAddService.url,
      { idApp: app.id, idService: Number(chosen) },
      applicationDetailSchema,
      { alert: true },
    );
    if (!result.ok) return;
    notifySuccess(`Servizio collegato a ${app.nome}.`);
    setChosen('');
    await refresh();
  };
  return (
    <AdminSection
      title={app ? `Servizi di ${app.nome}` : 'Servizi'}
      actions={
        <Button color="secondary" outline size="sm" type="button" onClick={onClose}>
          Chiudi servizi
        </Button>
      }
    >
      {!app ? (
        <p>{detail.isPending ? 'Caricamento…' : 'Applicazione non trovata.'}</p>
      ) : (
        <>
          <DataTable<Service>
            caption={`Servizi collegati a ${app.nome}`}
            rows={app.services}
            rowKey={(s) => s.id}
            empty="Nessun servizio collegato."
            columns={[
              { key: 'nome', header: 'Servizio', cell: (s) => s.nome },
              { key: 'basePath', header: 'Percorso base', cell: (s) => <code>{s.basePath}</code> },
              {
                key: 'kind',
                header: 'Tipo',
                cell: (s) =>
                  [s.base ? 'di base' : null, s.microservice ? 'microservizio' : null]
                    .filter(Boolean)
                    .join(', ') || '—',
              },
              {
                key: 'actions',
                header: 'Azioni',
                hiddenHeader: true,
                className: 'text-end',
                cell: (s) => (
                  <button
                    type="button"
                    className="btn btn-link btn-sm text-danger"
                    aria-label={`Scollega ${s.nome}`}
                    onClick={() => setUnlinking(s)}
                  >
                    Scollega
                  </button>
                ),
              },
            ]}
          />
          <div className="d-flex flex-wrap align-items-end gap-3">
            <div className="select-wrapper mb-0 halo-admin-app-select flex-grow-1">
              <label htmlFor={selectId}>Servizio da collegare</label>
              <select id={selectId} value={chosen} onChange={(e) => setChosen(e.target.value)}>
                <option value="">Scegliere…</option>
                {available.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.nome} ({s.basePath})
                  </option>
                ))}
              </select>
            </div>
            <Button color="primary" size="sm" type="button" disabled={!chosen} onClick={() => void link()}>
              Collega servizio
            </Button>
          </div>
          <ConfirmDialog
            isOpen={unlinking !== null}
            title="Conferma scollegamento"
            confirmLabel="Scollega"
            onCancel={() => setUnlinking(null)}
            onConfirm={() =>
              adminWrite(
                'PUT',
                platformAdminRoutes.appRemoveService.url,
                { idApp: app.id, idService: unlinking?.id },
                applicationDetailSchema,
              )
            }
            onDone={async () => {
              notifySuccess(`Servizio ${unlinking?.nome} scollegato da ${app.nome}.`);
              setUnlinking(null);
              await refresh();
            }}
            onReload={refresh}
          >
            <p>
              Scollegare il servizio <strong>{unlinking?.nome}</strong> da {app.nome}?
            </p>
          </ConfirmDialog>
        </>
      )}
    </AdminSection>
  );
}
