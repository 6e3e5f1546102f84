import {
  destinatari,
  type Progetto,
  type ProgettoCreate,
  type ProgettoUpdate,
  progettoCreateSchema,
  progettoMessages,
  progettoUpdateSchema,
  settings,
} from '@halo/contract/prosa/progetti';
import { useId } from 'react';
import { get, useController, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  Check,
  CheckboxGroupField,
  EntryButton,
  Fieldset,
  fieldMessage,
  NumberChecksField,
  TextAreaField,
  TextField,
} from '../../../lib/ui/form-fields.tsx';
import { asArray } from '../../../lib/ui/form-values.ts';
import { RecordPageForm } from '../../../lib/ui/inline-form.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import {
  type AuthorityValues,
  authorityBody,
  authorityValues,
  scopeDefaults,
} from '../components/authority-fields.tsx';
import {
  OrganisationSection,
  PeriodSection,
  type RecordFormProps,
  useRecordFormTexts,
} from '../components/record-form.tsx';
import { useProgettiViewer, useProgettoLabels } from './progetti.labels.tsx';
import { useAggiornaProgetto, useAggiungiProgetto, useThemeTree } from './progetti.queries.ts';

/**
 * A project's sheet as a form, to create one or to edit it (docs/adr/0016): every field of the contract's
 * `progettoCreateSchema`, checked by that schema before sending (and the end date after the start, as the server
 * checks it); the server's 400 goes under its fields, a 409 on a stale version offers to reload.
 */

interface ProgettoValues extends AuthorityValues {
  titolo: string;
  sintesi: string;
  obiettivi: string;
  tematiche: number[];
  sottotematiche: number[];
  destinatari: string[] | string | false;
  setting: string[] | string | false;
  dal: string;
  al: string;
  partner: { value: string }[];
  link: { value: string }[];
}

function toBody(values: ProgettoValues, progetto?: Progetto) {
  return {
    ...(progetto ? { id: progetto.id, version: progetto.version } : {}),
    titolo: values.titolo,
    sintesi: values.sintesi,
    obiettivi: values.obiettivi,
    ...authorityBody(values),
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

const schemas = {
  create: endNotBeforeStart(progettoCreateSchema),
  update: endNotBeforeStart(progettoUpdateSchema),
};

function defaultsOf(
  progetto: Progetto | undefined,
  own: ReturnType<typeof useProgettiViewer>['own'],
): ProgettoValues {
  if (progetto) {
    return {
      titolo: progetto.titolo,
      sintesi: progetto.sintesi,
      obiettivi: progetto.obiettivi,
      ...authorityValues(progetto),
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
  return {
    titolo: '',
    sintesi: '',
    obiettivi: '',
    ...scopeDefaults(own),
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

/** The project to edit; absent: a new one. */
type Props = RecordFormProps<Progetto> & { progetto?: Progetto };

export function ProgettoForm({ progetto, ...props }: Props) {
  const { t } = useTranslation('prosaAttivita');
  const viewer = useProgettiViewer();
  return (
    <RecordPageForm<ProgettoValues, ProgettoCreate, ProgettoUpdate, Progetto>
      {...props}
      {...useRecordFormTexts('projects', progetto !== undefined)}
      editing={progetto !== undefined}
      defaults={defaultsOf(progetto, viewer.own)}
      schemas={schemas}
      toBody={(values) => toBody(values, progetto)}
      create={useAggiungiProgetto()}
      update={useAggiornaProgetto()}
    >
      <PageSection title={t('projects.form.sections.general')}>
        <TextField name="titolo" label={t('projects.form.titolo')} required maxLength={200} />
        <TextAreaField name="sintesi" label={t('projects.form.sintesi')} required rows={4} />
        <TextAreaField name="obiettivi" label={t('projects.form.obiettivi')} rows={4} />
      </PageSection>
      <OrganisationSection
        kind="projects"
        admin={viewer.admin}
        ownName={progetto?.denominazioneAzienda}
        noDistretto={t('organisation.none')}
      />
      <PageSection title={t('projects.form.sections.classification')}>
        <ThemeFields />
        <CodesField name="destinatari" legend={t('projects.form.destinatari')} codes={destinatari} />
        <CodesField name="setting" legend={t('projects.form.setting')} codes={settings} />
      </PageSection>
      <PeriodSection kind="projects" endHelp={t('projects.form.alHelp')} />
      <PageSection title={t('projects.form.sections.more')}>
        <ListField name="partner" type="text" />
        <ListField name="link" type="url" />
      </PageSection>
    </RecordPageForm>
  );
}

/**
 * The themes, and the sub-themes of the themes chosen only: a theme left out takes its sub-themes with it, as the
 * server accepts no sub-theme without its theme.
 */
function ThemeFields() {
  const { t } = useTranslation('prosaAttivita');
  const { control, watch } = useFormContext<ProgettoValues>();
  const temi = watch('tematiche');
  const { field: subs, fieldState: subsState } = useController({ control, name: 'sottotematiche' });
  const tree = useThemeTree(temi);
  const chosen = tree.tematiche.filter((tema) => temi.includes(tema.id));
  const groups = chosen
    .map((tema) => ({ tema, subs: tree.subthemes.get(tema.id) ?? [] }))
    .filter((group) => group.subs.length > 0);
  const toggle = (id: number, on: boolean) =>
    subs.onChange(on ? [...new Set([...subs.value, id])] : subs.value.filter((x) => x !== id));
  return (
    <>
      <NumberChecksField
        name="tematiche"
        legend={`${t('projects.form.tematiche')} *`}
        choices={tree.tematiche}
        onUncheck={(tema) => {
          const children = new Set((tree.subthemes.get(tema) ?? []).map((s) => s.id));
          subs.onChange(subs.value.filter((id) => !children.has(id)));
        }}
      />
      <Fieldset legend={t('projects.form.sottotematiche')} error={fieldMessage(subsState.error)}>
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
                  onChange={(on) => toggle(sub.id, on)}
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
  const own = list && typeof list === 'object' && 'root' in list ? fieldMessage(list.root) : undefined;
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
        const error = fieldMessage(get(errors, `${name}.${index}`));
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
            <EntryButton remove onClick={() => remove(index)}>
              {t(`projects.form.${name}.remove`, { number: index + 1 })}
            </EntryButton>
          </div>
        );
      })}
      <EntryButton onClick={() => append({ value: '' })}>{t(`projects.form.${name}.add`)}</EntryButton>
    </Fieldset>
  );
}
