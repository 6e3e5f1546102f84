import {
  type Application,
  platformAdminRoutes,
  type RouteConfig,
  type RouteConfigInput,
  type RouteConfigUpdate,
  routeConfigInputSchema,
  routeConfigSchema,
  routeConfigUpdateSchema,
} from '@halo/contract';
import { Button } from 'design-react-kit';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormDialog } from '../components/form-dialog.tsx';
import {
  CheckboxField,
  CheckboxGroupField,
  type Option,
  SelectField,
  TextField,
} from '../components/form-fields.tsx';
import { adminWrite } from '../halo.api.ts';
import { asArray, orNull, toNumber } from '../halo.form-values.ts';
import { useApplicationRoles, useModules, useSections } from '../halo.queries.ts';

interface SubRouteValues {
  pathBase: string;
  name: string;
  component: string;
}

interface RouteFormValues {
  id?: number;
  applicationId?: number;
  path: string;
  name: string;
  component: string;
  isPublic: boolean;
  position: string;
  section: string;
  roles: string[];
  subRoutes: SubRouteValues[];
  version?: number;
}

function toBody(values: RouteFormValues) {
  return {
    ...(values.id === undefined ? { applicationId: values.applicationId } : { id: values.id }),
    path: values.path,
    name: values.name,
    component: values.component,
    isPublic: values.isPublic,
    position: toNumber(values.position),
    section: orNull(values.section),
    roles: asArray(values.roles),
    subRoutes: values.subRoutes,
    ...(values.version === undefined ? {} : { version: values.version }),
  };
}

/** Create or edit a route of an application: screen, roles that see it, section, sub-routes. */
export function RouteFormDialog({
  isOpen,
  application,
  route,
  nextPosition,
  onClose,
  onSaved,
  onReload,
}: {
  isOpen: boolean;
  application: Application;
  route: RouteConfig | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: (route: RouteConfig) => void | Promise<void>;
  onReload?: () => unknown;
}) {
  const modules = useModules();
  const sections = useSections(application.clientId);
  const roles = useApplicationRoles(application.id);
  const moduleChoices: Option[] = [...(modules.data ?? [])]
    // The application's own screens first, then the rest.
    .sort(
      (a, b) =>
        Number(b.application === application.clientId) - Number(a.application === application.clientId) ||
        a.component.localeCompare(b.component),
    )
    .map((m) => ({
      value: m.component,
      label: m.application ? `${m.component} (${m.application})` : m.component,
    }));
  const fields = (
    <>
      <TextField name="path" label="Percorso" required help="Ad esempio /prosa/campagne." />
      <TextField name="name" label="Nome" required help="Il testo della voce di navigazione." />
      <SelectField
        name="component"
        label="Modulo (schermata)"
        required
        emptyOption="Scegliere…"
        choices={moduleChoices}
      />
      <TextField name="position" label="Posizione" type="number" help="Ordine nella navigazione, da 0." />
      <SelectField
        name="section"
        label="Sezione"
        emptyOption="Nessuna (basta il ruolo)"
        choices={(sections.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
        help="Se indicata, vede la rotta solo chi ha READ sulla sezione."
      />
      <CheckboxGroupField
        name="roles"
        legend="Ruoli che la vedono"
        choices={(roles.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
        help="Nessun ruolo scelto: la vedono tutti i ruoli dell'applicazione."
        empty="L'applicazione non ha ruoli."
      />
      <CheckboxField name="isPublic" label="Rotta pubblica (visibile senza accesso)" />
      <SubRoutesField choices={moduleChoices} />
    </>
  );
  if (route) {
    return (
      <FormDialog<RouteFormValues, RouteConfigUpdate, RouteConfig>
        isOpen={isOpen}
        onClose={onClose}
        onSaved={onSaved}
        onReload={onReload}
        size="lg"
        title={`Modifica rotta ${route.path}`}
        formKey={`${route.id}-${route.version}`}
        schema={routeConfigUpdateSchema}
        toBody={toBody}
        defaultValues={{
          id: route.id,
          path: route.path,
          name: route.name,
          component: route.component,
          isPublic: route.isPublic,
          position: String(route.position),
          section: route.section ?? '',
          roles: route.roles,
          subRoutes: route.subRoutes,
          version: route.version,
        }}
        submit={(body) => adminWrite('PUT', platformAdminRoutes.routeUpdate.url, body, routeConfigSchema)}
      >
        {fields}
      </FormDialog>
    );
  }
  return (
    <FormDialog<RouteFormValues, RouteConfigInput, RouteConfig>
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onSaved}
      size="lg"
      title={`Nuova rotta di ${application.nome}`}
      schema={routeConfigInputSchema}
      toBody={toBody}
      defaultValues={{
        applicationId: application.id,
        path: '',
        name: '',
        component: '',
        isPublic: false,
        position: String(nextPosition),
        section: '',
        roles: [],
        subRoutes: [],
      }}
      submit={(body) => adminWrite('POST', platformAdminRoutes.routeCreate.url, body, routeConfigSchema)}
    >
      {fields}
    </FormDialog>
  );
}

function SubRoutesField({ choices }: { choices: Option[] }) {
  const { control } = useFormContext<RouteFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'subRoutes' });
  return (
    <fieldset className="mb-3">
      <legend className="h6">Sotto-rotte</legend>
      {fields.length === 0 ? <p className="small">Nessuna sotto-rotta.</p> : null}
      {fields.map((field, index) => (
        <div key={field.id} className="border rounded p-3 mb-3">
          <p className="fw-semibold mb-3">Sotto-rotta {index + 1}</p>
          <TextField
            name={`subRoutes.${index}.pathBase`}
            label="Percorso relativo"
            required
            help="Ad esempio :id o dettaglio."
          />
          <TextField name={`subRoutes.${index}.name`} label="Nome" required />
          <SelectField
            name={`subRoutes.${index}.component`}
            label="Modulo (schermata)"
            required
            emptyOption="Scegliere…"
            choices={choices}
          />
          <Button color="danger" outline size="sm" type="button" onClick={() => remove(index)}>
            Togli la sotto-rotta {index + 1}
          </Button>
        </div>
      ))}
      <Button
        color="primary"
        outline
        size="sm"
        type="button"
        onClick={() => append({ pathBase: '', name: '', component: '' })}
      >
        Aggiungi sotto-rotta
      </Button>
    </fieldset>
  );
}
