import {
  destinatari,
  type Progetto,
  type ProgettoCreate,
  type ProgettoUpdate,
  progettoCreateSchema,
  progettoMessages,
  progettoUpdateSchema,
  settings,
} from '@halo/contract/prosa-progetti';
import { Button } from 'design-react-kit';
import { type ReactNode, useEffect, useId } from 'react';
import { FormProvider, get, useController, useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { WriteResult } from '../../../lib/call-route.ts';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { contractResolver, useServerSubmit } from '../../../lib/ui/form-dialog.tsx';
import {
  CheckboxGroupField,
  ErrorSummary,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../lib/ui/form-fields.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { useAzienda, useAziende } from '../prosa.queries.ts';
import { useProgettiViewer, useProgettoLabels } from './progetti.labels.tsx';
import { useAggiornaProgetto, useAggiungiProgetto, useThemeTree } from './progetti.queries.ts';

/**
 * A project's sheet as a form, to create one or to edit it (docs/adr/0016): every field of the contract's
 * `progettoCreateSchema`, checked by that schema before sending (and the end date after the start, as the server
 * checks it); the server's 400 goes under its fields, a 409 on a stale version offers to reload.
 */

interface ProgettoValues {
  titolo: string;
  sintesi: string;
  obiettivi: string;
  aslId: string;
  distrettoId: string;
  dipartimentoId: string;
  tematiche: number[];
  sottotematiche: number[];
  destinatari: string[] | string | false;
  setting: string[] | string | false;
  dal: string;
  al: string;
  partner: { value: string }[];
  link: { value: string }[];
}

type ProgettoBody = ProgettoCreate | ProgettoUpdate;

/** react-hook-form gives a checkbox group an array, a lone checkbox a string or false: always an array here. */
function asArray(value: string[] | string | false): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

const optionalId = (value: string) => (value ? Number(value) : null);

function toBody(values: ProgettoValues, progetto?: Progetto) {
  return {
    ...(progetto ? { id: progetto.id, version: progetto.version } : {}),
    titolo: values.titolo,
    sintesi: values.sintesi,
    obiettivi: values.obiettivi,
    aslId: values.aslId ? Number(values.aslId) : undefined,
    distrettoId: optionalId(values.distrettoId),
    dipartimentoId: optionalId(values.dipartimentoId),
    tematiche: values.tematiche,
    sottotematiche: values.sottotematiche,
    destinatari: asArray(values.destinatari),
    setting: asArray(values.setting),
    dal: values.dal,
    al: values.al || null,
    partner: values.partner.map((p) => p.value),
    link: values.link.map((l) => l.value.trim()),
  };
}

const datesSchema = z.object({ dal: z.string(), al: z.string().nullable() });

/**
 * The end, when given, is not before the start: the server's rule (`progettoMessages.dates`), checked here too
 * once both are dates, so the message shows with the others.
 */
export function endNotBeforeStart<T extends z.ZodType<{ dal: string; al: string | null }>>(schema: T) {
  return schema.refine((value) => value.al === null || value.al >= value.dal, {
    path: ['al'],
    message: progettoMessages.dates,
    when: (payload) => datesSchema.safeParse(payload.value).success,
  });
}

const createSchema = endNotBeforeStart(progettoCreateSchema);
const updateSchema = endNotBeforeStart(progettoUpdateSchema);

function defaultsOf(
  progetto: Progetto | undefined,
  own: ReturnType<typeof useProgettiViewer>['own'],
): ProgettoValues {
  if (progetto) {
    return {
      titolo: progetto.titolo,
      sintesi: progetto.sintesi,
      obiettivi: progetto.obiettivi,
      aslId: String(progetto.aslId),
      distrettoId: progetto.distretto ? String(progetto.distretto.id) : '',
      dipartimentoId: progetto.dipartimento ? String(progetto.dipartimento.id) : '',
      tematiche: progetto.tematiche.map((x) => x.id),
      sottotematiche: progetto.sottotematiche.map((x) => x.id),
      destinatari: progetto.destinatari,
      setting: progetto.setting,
      dal: progetto.dal,
      al: progetto.al ?? '',
      partner: progetto.partner.map((value) => ({ value })),
      link: progetto.link.map((value) => ({ value })),
    };
  }
  // Staff write within their scope: their authority and, at level DISTRETTO or DIPARTIMENTO, that part of it.
  const { livello, riferimento } = own?.operabilita ?? { livello: null, riferimento: null };
  return {
    titolo: '',
    sintesi: '',
    obiettivi: '',
    aslId: own ? String(own.aslId) : '',
    distrettoId: livello === 'DISTRETTO' && riferimento ? String(riferimento.id) : '',
    dipartimentoId: livello === 'DIPARTIMENTO' && riferimento ? String(riferimento.id) : '',
    tematiche: [],
    sottotematiche: [],
    destinatari: [],
    setting: [],
    dal: '',
    al: '',
    partner: [],
    link: [],
  };
}

export function ProgettoForm({
  progetto,
  onCancel,
  onSaved,
  onReload,
}: {
  /** The project to edit; absent: a new one. */
  progetto?: Progetto;
  onCancel: () => void;
  onSaved: (saved: Progetto) => void | Promise<void>;
  /** Offered after a 409 on a stale version: reads the project again (its new version starts the form over). */
  onReload?: () => unknown;
}) {
  const { t } = useTranslation('prosaAttivita');
  const { t: ui } = useTranslation('ui');
  const viewer = useProgettiViewer();
  const create = useAggiungiProgetto();
  const update = useAggiornaProgetto();
  const form = useForm<ProgettoValues, unknown, ProgettoBody>({
    defaultValues: defaultsOf(progetto, viewer.own),
    resolver: contractResolver<ProgettoValues, ProgettoBody>(
      (progetto ? updateSchema : createSchema) as z.ZodType<ProgettoBody>,
      (values) => toBody(values, progetto),
    ),
  });
  const submit = (body: ProgettoBody): Promise<WriteResult<Progetto>> =>
    'id' in body ? update({ body }) : create({ body });
  const { failure, other, onSubmit } = useServerSubmit(form, submit, onSaved);
  const { setFocus } = form;
  const editing = progetto !== undefined;
  // Opening the editor in place of the sheet: the user's focus goes to its first field, not back to the page.
  useEffect(() => {
    if (editing) setFocus('titolo');
  }, [editing, setFocus]);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('projects.form.label')}>
        {failure ? <FailureAlert failure={failure} extra={other} onReload={onReload} /> : <ErrorSummary />}
        <p className="small mb-4">{ui('form.requiredNote')}</p>
        <PageSection title={t('projects.form.sections.general')}>
          <TextField name="titolo" label={t('projects.form.titolo')} required maxLength={200} />
          <TextAreaField name="sintesi" label={t('projects.form.sintesi')} required rows={4} />
          <TextAreaField name="obiettivi" label={t('projects.form.obiettivi')} rows={4} />
        </PageSection>
        <PageSection title={t('projects.form.sections.organisation')}>
          <OrganisationFields admin={viewer.admin} progetto={progetto} />
        </PageSection>
        <PageSection title={t('projects.form.sections.classification')}>
          <ThemeFields />
          <CodesField name="destinatari" legend={t('projects.form.destinatari')} codes={destinatari} />
          <CodesField name="setting" legend={t('projects.form.setting')} codes={settings} />
        </PageSection>
        <PageSection title={t('projects.form.sections.period')}>
          <div className="row">
            <TextField
              className="form-group col-12 col-md-6"
              name="dal"
              type="date"
              label={t('projects.form.dal')}
              required
            />
            <TextField
              className="form-group col-12 col-md-6"
              name="al"
              type="date"
              label={t('projects.form.al')}
              help={t('projects.form.alHelp')}
            />
          </div>
        </PageSection>
        <PageSection title={t('projects.form.sections.more')}>
          <ListField name="partner" type="text" />
          <ListField name="link" type="url" />
        </PageSection>
        <div className="d-flex flex-wrap gap-2">
          <Button color="primary" type="submit" disabled={form.formState.isSubmitting}>
            {editing ? t('projects.form.save') : t('projects.form.create')}
          </Button>
          <Button color="secondary" outline type="button" onClick={onCancel}>
            {t('projects.form.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * The authority (admin-prosa chooses among the joined ones; staff write for their own) and a registered district
 * and department of its organisation.
 */
function OrganisationFields({ admin, progetto }: { admin: boolean; progetto?: Progetto }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useProgettoLabels();
  const { watch, setValue, getValues } = useFormContext<ProgettoValues>();
  const aslId = watch('aslId');
  const aziende = useAziende({ page: 1, size: 200, sort: 'denominazioneAzienda' }, admin);
  const azienda = useAzienda(aslId ? Number(aslId) : null);
  const detail = azienda.data ?? null;
  const joined = aziende.data ?? null;
  // The choices arrive after the form's values: once they are there, each select shows the value it holds.
  useEffect(() => {
    if (joined) setValue('aslId', getValues('aslId'));
  }, [joined, setValue, getValues]);
  useEffect(() => {
    if (!detail) return;
    setValue('distrettoId', getValues('distrettoId'));
    setValue('dipartimentoId', getValues('dipartimentoId'));
  }, [detail, setValue, getValues]);
  const byName = (a: { denominazione: string }, b: { denominazione: string }) =>
    a.denominazione.localeCompare(b.denominazione, 'it');
  const waiting = aslId ? t('projects.form.loading') : t('projects.form.aslFirst');
  const ownName = progetto?.denominazioneAzienda ?? detail?.denominazioneAzienda;
  return (
    <>
      {admin ? (
        <SelectField
          name="aslId"
          label={t('projects.form.asl')}
          required
          emptyOption={t('projects.form.choose')}
          choices={(joined?.items ?? []).map((a) => ({
            value: String(a.id),
            label: labels.aslName(a.denominazioneAzienda),
          }))}
          options={{
            onChange: () => {
              setValue('distrettoId', '');
              setValue('dipartimentoId', '');
            },
          }}
        />
      ) : (
        <p>{ownName ? t('projects.form.aslOwn', { name: labels.aslName(ownName) }) : null}</p>
      )}
      <div className="row">
        <div className="col-12 col-md-6">
          <SelectField
            name="distrettoId"
            label={t('projects.form.distretto')}
            disabled={!detail}
            emptyOption={detail ? t('projects.form.none') : waiting}
            choices={[...(detail?.distretti ?? [])]
              .sort(byName)
              .map((d) => ({ value: String(d.id), label: d.denominazione }))}
            help={t('projects.form.partsHelp')}
          />
        </div>
        <div className="col-12 col-md-6">
          <SelectField
            name="dipartimentoId"
            label={t('projects.form.dipartimento')}
            disabled={!detail}
            emptyOption={detail ? t('projects.form.none') : waiting}
            choices={[...(detail?.dipartimenti ?? [])]
              .sort(byName)
              .map((d) => ({ value: String(d.id), label: d.denominazione }))}
            help={t('projects.form.partsHelp')}
          />
        </div>
      </div>
    </>
  );
}

/** The message of a field's error, or of the first of its entries' (a list's error may sit on one entry). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, entry] of Object.entries(error)) {
    if (key === 'ref') continue;
    const message = messageOf(entry);
    if (message) return message;
  }
  return undefined;
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="form-check form-check-inline">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function Fieldset({
  legend,
  error,
  children,
}: {
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="mb-4" aria-describedby={error ? id : undefined}>
      <legend className="h6">{legend}</legend>
      {children}
      {error ? (
        <div id={id} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * The themes, and the sub-themes of the themes chosen only: a theme left out takes its sub-themes with it, as the
 * server accepts no sub-theme without its theme.
 */
function ThemeFields() {
  const { t } = useTranslation('prosaAttivita');
  const { control } = useFormContext<ProgettoValues>();
  const { field: temi, fieldState: temiState } = useController({ control, name: 'tematiche' });
  const { field: subs, fieldState: subsState } = useController({ control, name: 'sottotematiche' });
  const tree = useThemeTree(temi.value);
  const toggle = (list: number[], id: number, on: boolean) =>
    on ? [...new Set([...list, id])] : list.filter((x) => x !== id);
  const chosen = tree.tematiche.filter((tema) => temi.value.includes(tema.id));
  const groups = chosen
    .map((tema) => ({ tema, subs: tree.subthemes.get(tema.id) ?? [] }))
    .filter((group) => group.subs.length > 0);
  return (
    <>
      <Fieldset legend={`${t('projects.form.tematiche')} *`} error={messageOf(temiState.error)}>
        <div className="ui-checkbox-list">
          {tree.tematiche.map((tema) => (
            <Check
              key={tema.id}
              label={tema.nome}
              checked={temi.value.includes(tema.id)}
              onChange={(on) => {
                temi.onChange(toggle(temi.value, tema.id, on));
                if (!on) {
                  const children = new Set((tree.subthemes.get(tema.id) ?? []).map((s) => s.id));
                  subs.onChange(subs.value.filter((id) => !children.has(id)));
                }
              }}
            />
          ))}
        </div>
      </Fieldset>
      <Fieldset legend={t('projects.form.sottotematiche')} error={messageOf(subsState.error)}>
        {chosen.length === 0 ? (
          <p className="small">{t('projects.form.chooseThemeFirst')}</p>
        ) : groups.length === 0 && !tree.loading ? (
          <p className="small">{t('projects.form.noSubthemes')}</p>
        ) : null}
        {groups.map(({ tema, subs: children }) => (
          <fieldset key={tema.id} className="mb-3">
            <legend className="small fw-semibold">
              {t('projects.form.subthemesOf', { theme: tema.nome })}
            </legend>
            <div className="ui-checkbox-list">
              {children.map((sub) => (
                <Check
                  key={sub.id}
                  label={sub.nome}
                  checked={subs.value.includes(sub.id)}
                  onChange={(on) => subs.onChange(toggle(subs.value, sub.id, on))}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </Fieldset>
    </>
  );
}

function CodesField({
  name,
  legend,
  codes,
}: {
  name: 'destinatari' | 'setting';
  legend: string;
  codes: readonly { codice: string }[];
}) {
  const labels = useProgettoLabels();
  const label = name === 'destinatari' ? labels.destinatario : labels.setting;
  return (
    <CheckboxGroupField
      name={name}
      legend={`${legend} *`}
      choices={codes.map((c) => ({ value: c.codice, label: label(c.codice) }))}
    />
  );
}

/** Partners or links: a list of texts, each added and removed on its own. */
function ListField({ name, type }: { name: 'partner' | 'link'; type: 'text' | 'url' }) {
  const { t } = useTranslation('prosaAttivita');
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProgettoValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const baseId = useId();
  const list: unknown = get(errors, name);
  const own = list && typeof list === 'object' && 'root' in list ? messageOf(list.root) : undefined;
  const help = name === 'link' ? t('projects.form.link.help') : null;
  return (
    <Fieldset legend={t(`projects.form.${name}.legend`)} error={own}>
      {help ? (
        <p id={`${baseId}-help`} className="small">
          {help}
        </p>
      ) : null}
      {fields.length === 0 ? <p className="small">{t(`projects.form.${name}.empty`)}</p> : null}
      {fields.map((field, index) => {
        const id = `${baseId}-${field.id}`;
        const error = messageOf(get(errors, `${name}.${index}`));
        const describedBy = [error ? `${id}-error` : null, help ? `${baseId}-help` : null].filter(Boolean);
        return (
          <div key={field.id} className="d-flex flex-wrap align-items-end gap-2 mb-3">
            <div className="form-group flex-grow-1 mb-0">
              <label htmlFor={id} className="active">
                {t(`projects.form.${name}.item`, { number: index + 1 })}
              </label>
              <input
                id={id}
                type={type}
                className={`form-control${error ? ' is-invalid' : ''}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy.join(' ') || undefined}
                autoComplete="off"
                {...register(`${name}.${index}.value`)}
              />
              {error ? (
                <div id={`${id}-error`} className="invalid-feedback d-block">
                  {error}
                </div>
              ) : null}
            </div>
            <Button color="danger" outline size="sm" type="button" onClick={() => remove(index)}>
              {t(`projects.form.${name}.remove`, { number: index + 1 })}
            </Button>
          </div>
        );
      })}
      <Button color="primary" outline size="sm" type="button" onClick={() => append({ value: '' })}>
        {t(`projects.form.${name}.add`)}
      </Button>
    </Fieldset>
  );
}
