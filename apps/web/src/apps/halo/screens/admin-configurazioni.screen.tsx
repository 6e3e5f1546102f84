import {
  type Configuration,
  type ConfigurationDetail,
  type ConfigurationInput,
  type ConfigurationUpdate,
  configurationInputSchema,
  configurationSchema,
  configurationUpdateSchema,
  platformAdminRoutes,
} from '@halo/contract';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { AdminScreen, AdminSection, SearchBox } from '../components/admin-screen.tsx';
import { DataTable } from '../components/data-table.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { adminWrite, notifySuccess } from '../halo.api.ts';
import { orNull, toNumber } from '../halo.form-values.ts';
import { useListParams } from '../halo.list.ts';
import {
  useAdminRefresh,
  useApplications,
  useConfigurationDetail,
  useConfigurations,
} from '../halo.queries.ts';

interface ConfigurationValues {
  id?: number;
  applicationId?: string;
  nome: string;
  description: string;
  homePath: string;
  settings: { key: string; value: string }[];
  version?: number;
}

function toBody(values: ConfigurationValues) {
  return {
    ...(values.id === undefined ? { applicationId: toNumber(values.applicationId) } : { id: values.id }),
    nome: values.nome,
    description: values.description,
    homePath: orNull(values.homePath),
    settings: Object.fromEntries(
      values.settings.filter((s) => s.key.trim() !== '').map((s) => [s.key.trim(), s.value]),
    ),
    ...(values.version === undefined ? {} : { version: values.version }),
  };
}

/**
 * The applications' configurations (workspace configuration, `wsc`): name, home route, free settings, and a
 * summary of what hangs on them (sections, roles, authorities, groups, menus). The search runs on the server.
 */
export function AdminConfigurazioni() {
  const list = useListParams();
  const configurations = useConfigurations(list.q);
  const applications = useApplications();
  const refresh = useAdminRefresh();
  const chosen = Number.parseInt(list.get('conf'), 10) || null;
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const editingConfiguration = editing?.id
    ? (configurations.data?.find((c) => c.id === editing.id) ?? null)
    : null;
  const withoutConfiguration = (applications.data ?? []).filter(
    (a) => !(configurations.data ?? []).some((c) => c.applicationId === a.id),
  );
  return (
    <AdminScreen title="Configurazioni" lead="La configurazione di ogni applicazione e ciò che ne dipende.">
      <AdminSection
        title="Elenco delle configurazioni"
        actions={
          <Button
            color="primary"
            size="sm"
            type="button"
            disabled={list.q === '' && withoutConfiguration.length === 0}
            onClick={() => setEditing({ id: null })}
          >
            Nuova configurazione
          </Button>
        }
      >
        <SearchBox label="Cerca configurazione" value={list.q} onChange={(q) => list.update({ q })} />
        <DataTable<Configuration>
          caption="Configurazioni"
          rows={configurations.data}
          loading={configurations.isPending}
          rowKey={(c) => c.id}
          empty={list.q ? 'Nessuna configurazione corrisponde alla ricerca.' : 'Nessuna configurazione.'}
          columns={[
            { key: 'nome', header: 'Nome', cell: (c) => c.nome },
            { key: 'clientId', header: 'Applicazione', cell: (c) => c.clientId },
            {
              key: 'homePath',
              header: 'Rotta iniziale',
              cell: (c) => (c.homePath ? <code>{c.homePath}</code> : '—'),
            },
            { key: 'settings', header: 'Impostazioni', cell: (c) => Object.keys(c.settings).length },
            {
              key: 'actions',
              header: 'Azioni',
              hiddenHeader: true,
              className: 'text-end text-nowrap',
              cell: (c) => (
                <>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={`Dettagli ${c.nome}`}
                    onClick={() => list.update({ conf: c.id, page: list.page })}
                  >
                    Dettagli
                  </button>
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    aria-label={`Modifica ${c.nome}`}
                    onClick={() => setEditing({ id: c.id })}
                  >
                    Modifica
                  </button>
                </>
              ),
            },
          ]}
        />
      </AdminSection>
      {chosen ? <ConfigurationSummary id={chosen} onClose={() => list.update({ conf: null })} /> : null}
      {editingConfiguration ? (
        <FormDialog<ConfigurationValues, ConfigurationUpdate, Configuration>
          isOpen
          onClose={() => setEditing(null)}
          onReload={refresh}
          size="lg"
          title={`Modifica configurazione ${editingConfiguration.nome}`}
          formKey={`${editingConfiguration.id}-${editingConfiguration.version}`}
          schema={configurationUpdateSchema}
          toBody={toBody}
          defaultValues={{
            id: editingConfiguration.id,
            nome: editingConfiguration.nome,
            description: editingConfiguration.description,
            homePath: editingConfiguration.homePath ?? '',
            settings: Object.entries(editingConfiguration.settings).map(([key, value]) => ({ key, value })),
            version: editingConfiguration.version,
          }}
          submit={(body) =>
            adminWrite('PUT', platformAdminRoutes.configurationUpdate.url, body, configurationSchema)
          }
          onSaved={async (saved) => {
            setEditing(null);
            notifySuccess(`Configurazione ${saved.nome} salvata.`);
            await refresh();
          }}
        >
          <ConfigurationFields />
        </FormDialog>
      ) : (
        <FormDialog<ConfigurationValues, ConfigurationInput, Configuration>
          isOpen={editing?.id === null}
          onClose={() => setEditing(null)}
          size="lg"
          title="Nuova configurazione"
          schema={configurationInputSchema}
          toBody={toBody}
          defaultValues={{ applicationId: '', nome: '', description: '', homePath: '', settings: [] }}
          submit={(body) =>
            adminWrite('POST', platformAdminRoutes.configurationCreate.url, body, configurationSchema)
          }
          onSaved={async (saved) => {
            setEditing(null);
            notifySuccess(`Configurazione ${saved.nome} creata.`);
            await refresh();
          }}
        >
          <SelectField
            name="applicationId"
            label="Applicazione"
            required
            emptyOption="Scegliere…"
            choices={withoutConfiguration.map((a) => ({
              value: String(a.id),
              label: `${a.nome} (${a.clientId})`,
            }))}
            help="Solo le applicazioni che non hanno ancora una configurazione."
          />
          <ConfigurationFields />
        </FormDialog>
      )}
    </AdminScreen>
  );
}

function ConfigurationFields() {
  const { control } = useFormContext<ConfigurationValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'settings' });
  return (
    <>
      <TextField name="nome" label="Nome" required maxLength={60} />
      <TextAreaField name="description" label="Descrizione" />
      <TextField name="homePath" label="Rotta iniziale" help="Ad esempio /prosa; vuoto: la prima rotta." />
      <fieldset className="mb-3">
        <legend className="h6">Impostazioni (chiave e valore)</legend>
        {fields.length === 0 ? <p className="small">Nessuna impostazione.</p> : null}
        {fields.map((field, index) => (
          <div key={field.id} className="row align-items-end">
            <div className="col-md-5">
              <TextField name={`settings.${index}.key`} label={`Chiave ${index + 1}`} />
            </div>
            <div className="col-md-5">
              <TextField name={`settings.${index}.value`} label={`Valore ${index + 1}`} />
            </div>
            <div className="col-md-2 mb-4">
              <Button color="danger" outline size="sm" type="button" onClick={() => remove(index)}>
                Togli {index + 1}
              </Button>
            </div>
          </div>
        ))}
        <Button
          color="primary"
          outline
          size="sm"
          type="button"
          onClick={() => append({ key: '', value: '' })}
        >
          Aggiungi impostazione
        </Button>
      </fieldset>
    </>
  );
}

function ConfigurationSummary({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useConfigurationDetail(id);
  const data: ConfigurationDetail | null | undefined = detail.data;
  return (
    <AdminSection
      title={data ? `Configurazione ${data.nome}` : 'Configurazione'}
      actions={
        <Button color="secondary" outline size="sm" type="button" onClick={onClose}>
          Chiudi dettagli
        </Button>
      }
    >
      {!data ? (
        <p>{detail.isPending ? 'Caricamento…' : 'Configurazione non trovata.'}</p>
      ) : (
        <div className="row">
          <Summary title="Sezioni" items={data.sections.map((s) => s.name)} />
          <Summary title="Ruoli" items={data.roles.map((r) => r.name)} />
          <Summary title="Authority" items={data.authorities.map((a) => a.authority)} />
          <Summary title="Gruppi" items={data.groups.map((g) => g.path)} />
          <Summary title="Menu" items={data.menus.map((m) => m.nome)} />
          <Summary
            title="Impostazioni"
            items={Object.entries(data.settings).map(([key, value]) => `${key} = ${value}`)}
          />
        </div>
      )}
    </AdminSection>
  );
}

function Summary({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="col-md-6 col-lg-4 mb-3">
      <h3 className="h6">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="small">Nessuno.</p>
      ) : (
        <ul className="small">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
