import {
  type ApplicationAuthority,
  type Authority,
  applicationAuthoritySchema,
  authoritySchema,
  authorizationRoutes,
  configurationAuthorityInputSchema,
  platformAdminRoutes,
} from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import type { z } from 'zod';
import { AdminScreen, AdminSection, SearchBox } from '../components/admin-screen.tsx';
import { ApplicationSelect, useSelectedApplication } from '../components/application-select.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable } from '../components/data-table.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { TextAreaField, TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { adminWrite, fillPath, notifySuccess } from '../halo.api.ts';
import { pageQuery, useListParams, usePageInRange } from '../halo.list.ts';
import {
  useAdminRefresh,
  useApplicationAuthorities,
  useApplicationDetail,
  useAuthoritiesPage,
  useAuthorityDetail,
} from '../halo.queries.ts';

type EnableBody = z.output<typeof configurationAuthorityInputSchema>;

/**
 * Authorities (`GET /api/v1/utenza/auth/all`): who holds each and which applications enable it; enabling and
 * disabling them per application; removing one no application enables any more.
 */
export function AdminAuthority() {
  const list = useListParams({ sort: 'name' });
  const authorities = useAuthoritiesPage(pageQuery(list));
  usePageInRange(list, authorities);
  const refresh = useAdminRefresh();
  const chosen = list.get('authority') || null;
  const [removing, setRemoving] = useState<Authority | null>(null);
  return (
    <AdminScreen
      title="Authority"
      lead="Le authority del provider di identità e le applicazioni che le abilitano."
    >
      <AdminSection title="Tutte le authority">
        <SearchBox label="Cerca authority" value={list.q} onChange={(q) => list.update({ q })} />
        <DataTable<Authority>
          caption="Authority"
          rows={authorities.data?.items}
          loading={authorities.isPending}
          rowKey={(a) => a.name}
          sort={list.sort}
          onSort={(sort) => list.update({ sort })}
          empty={list.q ? 'Nessuna authority corrisponde alla ricerca.' : 'Nessuna authority.'}
          columns={[
            { key: 'name', header: 'Authority', sortKey: 'name', cell: (a) => <code>{a.name}</code> },
            { key: 'description', header: 'Descrizione', cell: (a) => a.description || '—' },
            {
              key: 'actions',
              header: 'Azioni',
              hiddenHeader: true,
              className: 'text-end text-nowrap',
              cell: (a) => (
                <>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={`Dettagli ${a.name}`}
                    onClick={() => list.update({ authority: a.name, page: list.page })}
                  >
                    Dettagli
                  </button>
                  <button
                    type="button"
                    className="btn btn-link btn-sm text-danger"
                    aria-label={`Elimina ${a.name}`}
                    onClick={() => setRemoving(a)}
                  >
                    Elimina
                  </button>
                </>
              ),
            },
          ]}
        />
        {authorities.data ? (
          <Pager
            label="Pagine delle authority"
            page={authorities.data.page}
            size={authorities.data.size}
            total={authorities.data.total}
            onPage={(page) => list.update({ page })}
          />
        ) : null}
      </AdminSection>
      {chosen ? <AuthorityDetail name={chosen} onClose={() => list.update({ authority: null })} /> : null}
      <ApplicationAuthorities />
      <ConfirmDialog
        isOpen={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          adminWrite(
            'DELETE',
            fillPath(authorizationRoutes.authorityRemove.url, { name: removing?.name ?? '' }),
            undefined,
            authoritySchema,
          )
        }
        onDone={async (deleted) => {
          setRemoving(null);
          notifySuccess(`Authority ${deleted.name} eliminata.`);
          if (chosen === deleted.name) list.update({ authority: null });
          await refresh();
        }}
        onReload={refresh}
      >
        <p>
          Eliminare l'authority <strong>{removing?.name}</strong> dal provider di identità? Nessuna
          applicazione deve abilitarla; gli utenti che la hanno la perdono.
        </p>
      </ConfirmDialog>
    </AdminScreen>
  );
}

function AuthorityDetail({ name, onClose }: { name: string; onClose: () => void }) {
  const detail = useAuthorityDetail(name);
  return (
    <AdminSection
      title={`Authority ${name}`}
      actions={
        <Button color="secondary" outline size="sm" type="button" onClick={onClose}>
          Chiudi dettagli
        </Button>
      }
    >
      {!detail.data ? (
        <p>{detail.isPending ? 'Caricamento…' : 'Authority non trovata.'}</p>
      ) : (
        <div className="row">
          <div className="col-lg-6">
            <h3 className="h5">Utenti che la hanno</h3>
            {detail.data.users.length === 0 ? (
              <p>Nessuno.</p>
            ) : (
              <ul>
                {detail.data.users.map((u) => (
                  <li key={u.id}>
                    {u.username} ({`${u.firstName} ${u.lastName}`.trim() || '—'})
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="col-lg-6">
            <h3 className="h5">Applicazioni che la abilitano</h3>
            {detail.data.applications.length === 0 ? (
              <p>Nessuna.</p>
            ) : (
              <ul>
                {detail.data.applications.map((a) => (
                  <li key={a.id}>
                    {a.nome} ({a.clientId})
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </AdminSection>
  );
}

function ApplicationAuthorities() {
  const { applications, selected, select } = useSelectedApplication();
  const detail = useApplicationDetail(selected?.id ?? null);
  const enabled = useApplicationAuthorities(selected?.id ?? null);
  const refresh = useAdminRefresh();
  const [adding, setAdding] = useState(false);
  const [disabling, setDisabling] = useState<ApplicationAuthority | null>(null);
  const idWsc = detail.data?.configurationId ?? null;
  return (
    <AdminSection
      title={selected ? `Authority abilitate per ${selected.nome}` : 'Authority per applicazione'}
      actions={
        <Button
          color="primary"
          size="sm"
          type="button"
          disabled={idWsc === null}
          onClick={() => setAdding(true)}
        >
          Abilita authority
        </Button>
      }
    >
      <ApplicationSelect
        applications={applications}
        value={selected?.id ?? null}
        onChange={(id) => select(id)}
      />
      {detail.data && idWsc === null ? (
        <p>L'applicazione non ha ancora una configurazione: crearla nella schermata Configurazioni.</p>
      ) : null}
      <DataTable<ApplicationAuthority>
        caption={`Authority abilitate per ${selected?.nome ?? ''}`}
        rows={enabled.data}
        loading={enabled.isPending}
        rowKey={(a) => a.id}
        empty="Nessuna authority abilitata."
        columns={[
          { key: 'authority', header: 'Authority', cell: (a) => <code>{a.authority}</code> },
          { key: 'description', header: 'Descrizione', cell: (a) => a.description || '—' },
          {
            key: 'actions',
            header: 'Azioni',
            hiddenHeader: true,
            className: 'text-end',
            cell: (a) => (
              <button
                type="button"
                className="btn btn-link btn-sm text-danger"
                aria-label={`Disabilita ${a.authority}`}
                onClick={() => setDisabling(a)}
              >
                Disabilita
              </button>
            ),
          },
        ]}
      />
      {selected && idWsc !== null ? (
        <FormDialog<EnableBody, EnableBody, ApplicationAuthority>
          isOpen={adding}
          onClose={() => setAdding(false)}
          title={`Abilita un'authority per ${selected.nome}`}
          formKey={String(idWsc)}
          schema={configurationAuthorityInputSchema}
          defaultValues={{ idWsc, authority: '', description: '' }}
          submit={(body) =>
            adminWrite(
              'POST',
              platformAdminRoutes.configurationAuthorityCreate.url,
              body,
              applicationAuthoritySchema,
            )
          }
          onSaved={async (saved) => {
            setAdding(false);
            notifySuccess(`Authority ${saved.authority} abilitata per ${selected.nome}.`);
            await refresh();
          }}
        >
          <TextField name="authority" label="Authority" required help="Se non esiste ancora viene creata." />
          <TextAreaField name="description" label="Descrizione (per una nuova authority)" />
        </FormDialog>
      ) : null}
      <ConfirmDialog
        isOpen={disabling !== null}
        title="Conferma disabilitazione"
        confirmLabel="Disabilita"
        onCancel={() => setDisabling(null)}
        onConfirm={() =>
          adminWrite(
            'DELETE',
            fillPath(platformAdminRoutes.configurationAuthorityDelete.url, { id: disabling?.id ?? 0 }),
            undefined,
            applicationAuthoritySchema,
          )
        }
        onDone={async (done) => {
          setDisabling(null);
          notifySuccess(`Authority ${done.authority} disabilitata per ${selected?.nome ?? ''}.`);
          await refresh();
        }}
        onReload={refresh}
      >
        <p>
          Disabilitare l'authority <strong>{disabling?.authority}</strong> per {selected?.nome}?
        </p>
      </ConfirmDialog>
    </AdminSection>
  );
}
