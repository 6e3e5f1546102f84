import {
  type Application,
  platformAdminRoutes,
  type RouteConfig,
  type RouteConfigInput,
  type RouteConfigUpdate,
  routeConfigInputSchema,
  routeConfigUpdateSchema,
} from '@halo/contract';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DialogOpening, RecordFormDialog } from '../../../lib/ui/form-dialog.tsx';
import {
  CheckboxField,
  CheckboxGroupField,
  EntryButton,
  type Option,
  SelectField,
  TextField,
} from '../../../lib/ui/form-fields.tsx';
import { asArray, orNull, toNumber } from '../../../lib/ui/form-values.ts';
import { useApplicationName } from '../application-name.ts';
import { useAdminWrite, useApplicationRoles, useModules, useSections } from '../halo.queries.ts';

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
  application,
  route,
  nextPosition,
  ...opening
}: DialogOpening<RouteConfig> & {
  application: Application;
  route: RouteConfig | null;
  nextPosition: number;
  onReload?: () => unknown;
}) {
  const { t } = useTranslation('adminForms');
  const applicationName = useApplicationName();
  const update = useAdminWrite(platformAdminRoutes.routeUpdate);
  const create = useAdminWrite(platformAdminRoutes.routeCreate);
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
  return (
    <RecordFormDialog<RouteFormValues, RouteConfigInput, RouteConfigUpdate, RouteConfig>
      {...opening}
      size="lg"
      toBody={toBody}
      record={route}
      create={{
        title: t('routes.form.newTitle', { application: applicationName.of(application) }),
        schema: routeConfigInputSchema,
        defaultValues: {
          applicationId: application.id,
          path: '',
          name: '',
          component: '',
          isPublic: false,
          position: String(nextPosition),
          section: '',
          roles: [],
          subRoutes: [],
        },
        submit: (body) => create.mutateAsync({ body }),
      }}
      edit={(r) => ({
        title: t('routes.form.editTitle', { path: r.path }),
        schema: routeConfigUpdateSchema,
        defaultValues: { ...r, position: String(r.position), section: r.section ?? '' },
        submit: (body) => update.mutateAsync({ body }),
      })}
    >
      <TextField name="path" label={t('routes.form.path')} required help={t('routes.form.pathHelp')} />
      <TextField name="name" label={t('common.name')} required help={t('routes.form.nameHelp')} />
      <SelectField
        name="component"
        label={t('routes.form.component')}
        required
        choose
        choices={moduleChoices}
      />
      <TextField
        name="position"
        label={t('routes.form.position')}
        type="number"
        help={t('routes.form.positionHelp')}
      />
      <SelectField
        name="section"
        label={t('routes.form.section')}
        emptyOption={t('routes.form.noSection')}
        choices={(sections.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
        help={t('routes.form.sectionHelp')}
      />
      <CheckboxGroupField
        name="roles"
        legend={t('routes.form.roles')}
        choices={(roles.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
        help={t('routes.form.rolesHelp')}
        empty={t('common.noRoles')}
      />
      <CheckboxField name="isPublic" label={t('routes.form.isPublic')} />
      <SubRoutesField choices={moduleChoices} />
    </RecordFormDialog>
  );
}

function SubRoutesField({ choices }: { choices: Option[] }) {
  const { t } = useTranslation('adminForms');
  const { control } = useFormContext<RouteFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'subRoutes' });
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('routes.subRoutes.legend')}</legend>
      {fields.length === 0 ? <p className="small">{t('routes.subRoutes.empty')}</p> : null}
      {fields.map((field, index) => (
        <div key={field.id} className="border rounded p-3 mb-3">
          <p className="fw-semibold mb-3">{t('routes.subRoutes.item', { number: index + 1 })}</p>
          <TextField
            name={`subRoutes.${index}.pathBase`}
            label={t('routes.subRoutes.pathBase')}
            required
            help={t('routes.subRoutes.pathBaseHelp')}
          />
          <TextField name={`subRoutes.${index}.name`} label={t('common.name')} required />
          <SelectField
            name={`subRoutes.${index}.component`}
            label={t('routes.form.component')}
            required
            choose
            choices={choices}
          />
          <EntryButton remove onClick={() => remove(index)}>
            {t('routes.subRoutes.remove', { number: index + 1 })}
          </EntryButton>
        </div>
      ))}
      <EntryButton onClick={() => append({ pathBase: '', name: '', component: '' })}>
        {t('routes.subRoutes.add')}
      </EntryButton>
    </fieldset>
  );
}
