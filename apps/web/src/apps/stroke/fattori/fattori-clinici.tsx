import {
  type FattoriClinici,
  type FattoriCliniciSave,
  fattoriCliniciSaveSchema,
  fattoriMessages,
  tipiIctus,
} from '@halo/contract/stroke/fattori';
import { NIHSS_ITEMS, type NihssInput, type NihssItem, nihss } from '@halo/contract/stroke/scores';
import { Button } from 'design-react-kit';
import { useId } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import {
  CheckboxField,
  Fieldset,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../lib/ui/form-fields.tsx';
import { numberOrNull } from '../../../lib/ui/form-values.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { RecordActions, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import type { patient } from '../pazienti/locales/it.ts';
import {
  formatGiorno,
  formatMomento,
  MRS_VALUES,
  NIHSS_CODES,
  nihssItemLabel,
  todayInItaly,
} from '../pazienti/pazienti.labels.tsx';
import { useSalvaFattoriClinici } from '../pazienti/pazienti.queries.ts';

/**
 * A patient's stroke events, one record of clinical factors each (docs/adr/0024), most recent first, and for the
 * doctor and the admin the editor: type and date, the NIH Stroke Scale at admission and at discharge item by item
 * (each within its maximum, the total and its band computed as the doctor chooses, with the contract's `nihss`),
 * the modified Rankin Scale with its grades' descriptions, the treatments, blood pressure, atrial fibrillation and
 * notes. A save is a POST for a new event, a PUT with the version for an edit.
 */
export function FattoriCliniciSection({
  pazienteId,
  eventi,
  writes,
  onReload,
}: {
  pazienteId: number;
  eventi: readonly FattoriClinici[];
  writes: boolean;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('stroke');
  const yesNo = (value: boolean) => (value ? t('patient.yes') : t('patient.no'));
  const nihssText = (input: NihssInput | null) => {
    if (!input) return t('patient.clinical.notAssessed');
    const { totale, gravita } = nihss(input);
    return t('patient.nihss.total', { totale, gravita: t(`patient.nihss.bands.${gravita}`) });
  };
  const dialogs = useRecordDialogs(eventi, (e) => e.id);

  const column = columnsOf<FattoriClinici, keyof typeof patient.clinical.columns>((key) =>
    t(`patient.clinical.columns.${key}`),
  );
  const columns = [
    column('data', (e) => formatGiorno(e.dataEvento)),
    column('tipo', (e) => t(`patient.clinical.tipi.${e.tipoIctus}`)),
    column('nihssIngresso', (e) => nihssText(e.nihssIngresso)),
    column('nihssDimissione', (e) => nihssText(e.nihssDimissione)),
    column('mrs', (e) =>
      e.mrs === null ? t('patient.clinical.notAssessed') : t('patient.mrs.grade', { grado: e.mrs }),
    ),
    column('trattamenti', (e) =>
      [
        `${t('patient.clinical.fields.trombolisi')}: ${yesNo(e.trombolisi)}`,
        `${t('patient.clinical.fields.trombectomia')}: ${yesNo(e.trombectomia)}`,
      ].join('; '),
    ),
    column('pressione', (e) =>
      e.pressioneSistolica === null && e.pressioneDiastolica === null
        ? '—'
        : t('patient.clinical.pressure', {
            sistolica: e.pressioneSistolica ?? '—',
            diastolica: e.pressioneDiastolica ?? '—',
          }),
    ),
    column('fibrillazione', (e) => yesNo(e.fibrillazioneAtriale)),
    column('note', (e) => e.note || '—'),
  ];

  return (
    <PageSection
      title={t('patient.clinical.title')}
      actions={
        writes ? (
          <Button color="primary" outline size="sm" type="button" onClick={dialogs.create}>
            {t('patient.clinical.add')}
          </Button>
        ) : null
      }
    >
      <p className="small">{t('patient.clinical.lead')}</p>
      <DataTable<FattoriClinici>
        caption={t('patient.clinical.title')}
        rows={eventi}
        rowKey={(e) => e.id}
        empty={writes ? t('patient.clinical.emptyWriter') : t('patient.clinical.empty')}
        columns={columns}
        actions={
          writes
            ? (e) => (
                <RecordActions
                  name={formatGiorno(e.dataEvento)}
                  edit={{
                    label: t('patient.clinical.editLabel', { date: formatGiorno(e.dataEvento) }),
                    onClick: () => dialogs.edit(e),
                  }}
                />
              )
            : undefined
        }
      />
      {writes ? (
        <FattoriCliniciDialog
          pazienteId={pazienteId}
          isOpen={dialogs.formOpen}
          evento={dialogs.editing ?? undefined}
          onClose={dialogs.closeForm}
          onReload={onReload}
        />
      ) : null}
    </PageSection>
  );
}

type NihssValues = Record<NihssItem, string>;

/** The inputs' values: strings as the inputs hold them, named as the body's fields so errors find their input. */
interface ClinicalValues {
  tipoIctus: string;
  dataEvento: string;
  nihssIngressoValutato: boolean;
  nihssIngresso: NihssValues;
  nihssDimissioneValutato: boolean;
  nihssDimissione: NihssValues;
  mrs: string;
  trombolisi: boolean;
  trombectomia: boolean;
  pressioneSistolica: string;
  pressioneDiastolica: string;
  fibrillazioneAtriale: boolean;
  note: string;
}

const zeroNihss = (): NihssValues =>
  Object.fromEntries(NIHSS_CODES.map((code) => [code, '0'])) as NihssValues;

const nihssValues = (input: NihssInput | null): NihssValues =>
  input
    ? (Object.fromEntries(NIHSS_CODES.map((code) => [code, String(input[code])])) as NihssValues)
    : zeroNihss();

const nihssBody = (assessed: boolean, values: NihssValues) =>
  assessed ? Object.fromEntries(NIHSS_CODES.map((code) => [code, Number(values[code])])) : null;

function defaultsOf(evento: FattoriClinici | undefined): ClinicalValues {
  return {
    tipoIctus: evento?.tipoIctus ?? '',
    dataEvento: evento?.dataEvento ?? '',
    nihssIngressoValutato: Boolean(evento?.nihssIngresso),
    nihssIngresso: nihssValues(evento?.nihssIngresso ?? null),
    nihssDimissioneValutato: Boolean(evento?.nihssDimissione),
    nihssDimissione: nihssValues(evento?.nihssDimissione ?? null),
    mrs: String(evento?.mrs ?? ''),
    trombolisi: evento?.trombolisi ?? false,
    trombectomia: evento?.trombectomia ?? false,
    pressioneSistolica: String(evento?.pressioneSistolica ?? ''),
    pressioneDiastolica: String(evento?.pressioneDiastolica ?? ''),
    fibrillazioneAtriale: evento?.fibrillazioneAtriale ?? false,
    note: evento?.note ?? '',
  };
}

const dateSchema = z.object({ dataEvento: z.iso.date() });

/** The server's rule on the event's date (`fattoriMessages.futureDate`), checked here too. */
const schema = fattoriCliniciSaveSchema.refine((body) => body.dataEvento <= todayInItaly(), {
  path: ['dataEvento'],
  message: fattoriMessages.futureDate,
  when: (payload) => dateSchema.safeParse(payload.value).success,
});

function FattoriCliniciDialog({
  pazienteId,
  isOpen,
  evento,
  onClose,
  onReload,
}: {
  pazienteId: number;
  isOpen: boolean;
  /** The event to edit; absent: a new one. */
  evento: FattoriClinici | undefined;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('stroke');
  const save = useSalvaFattoriClinici(pazienteId);
  return (
    <FormDialog<ClinicalValues, FattoriCliniciSave, FattoriClinici>
      isOpen={isOpen}
      onClose={onClose}
      title={
        evento
          ? t('patient.clinical.editTitle', { date: formatGiorno(evento.dataEvento) })
          : t('patient.clinical.addTitle')
      }
      size="xl"
      // An event read again after a refused stale save starts the form over from what it is now.
      formKey={evento ? `${evento.id}:${evento.version}` : 'new'}
      schema={schema as z.ZodType<FattoriCliniciSave>}
      defaultValues={defaultsOf(evento)}
      toBody={(values) => ({
        ...(evento ? { id: evento.id, version: evento.version } : {}),
        pazienteId,
        tipoIctus: values.tipoIctus || undefined,
        dataEvento: values.dataEvento,
        nihssIngresso: nihssBody(values.nihssIngressoValutato, values.nihssIngresso),
        nihssDimissione: nihssBody(values.nihssDimissioneValutato, values.nihssDimissione),
        mrs: values.mrs === '' ? null : Number(values.mrs),
        trombolisi: values.trombolisi,
        trombectomia: values.trombectomia,
        pressioneSistolica: numberOrNull(values.pressioneSistolica),
        pressioneDiastolica: numberOrNull(values.pressioneDiastolica),
        fibrillazioneAtriale: values.fibrillazioneAtriale,
        note: values.note,
      })}
      submit={save}
      onSaved={(saved) => {
        onClose();
        notifySuccess(t('patient.clinical.saved', { date: formatGiorno(saved.dataEvento) }));
      }}
      onReload={onReload}
    >
      {evento ? (
        <p className="small">
          {t('patient.clinical.recorded', {
            registrato: formatMomento(evento.registratoIl),
            aggiornato: formatMomento(evento.aggiornatoIl),
          })}
        </p>
      ) : null}
      <div className="row">
        <SelectField
          className="col-12 col-md-6"
          name="tipoIctus"
          label={t('patient.clinical.fields.tipoIctus')}
          required
          choose
          choices={tipiIctus.map((tipo) => ({ value: tipo, label: t(`patient.clinical.tipi.${tipo}`) }))}
        />
        <TextField
          className="form-group col-12 col-md-6"
          name="dataEvento"
          type="date"
          label={t('patient.clinical.fields.dataEvento')}
          help={t('patient.clinical.fields.dataEventoHelp')}
          required
        />
      </div>
      <NihssFieldset which="nihssIngresso" />
      <NihssFieldset which="nihssDimissione" />
      <MrsFieldset />
      <Fieldset legend={t('patient.clinical.treatments')} error={undefined}>
        <CheckboxField name="trombolisi" label={t('patient.clinical.fields.trombolisi')} />
        <CheckboxField name="trombectomia" label={t('patient.clinical.fields.trombectomia')} />
      </Fieldset>
      <Fieldset legend={t('patient.clinical.vitals')} error={undefined}>
        <div className="row">
          {(
            [
              ['pressioneSistolica', 60, 300],
              ['pressioneDiastolica', 30, 200],
            ] as const
          ).map(([name, min, max]) => (
            <TextField
              key={name}
              className="form-group col-12 col-md-6"
              name={name}
              type="number"
              min={min}
              max={max}
              label={t(`patient.clinical.fields.${name}`)}
              help={t('patient.clinical.fields.pressioneHelp', { min, max })}
            />
          ))}
        </div>
        <CheckboxField
          name="fibrillazioneAtriale"
          label={t('patient.clinical.fields.fibrillazioneAtriale')}
        />
      </Fieldset>
      <TextAreaField name="note" label={t('patient.clinical.fields.note')} rows={3} />
    </FormDialog>
  );
}

/**
 * One NIHSS assessment: whether it was done, then its fifteen items, each a choice from 0 to the item's maximum,
 * and the total with its band as the doctor chooses (announced politely to screen readers).
 */
function NihssFieldset({ which }: { which: 'nihssIngresso' | 'nihssDimissione' }) {
  const { t } = useTranslation('stroke');
  const { control, formState } = useFormContext<ClinicalValues>();
  const assessed = useWatch({ control, name: `${which}Valutato` });
  const values = useWatch({ control, name: which });
  const totalId = useId();
  const { totale, gravita } = nihss(
    Object.fromEntries(NIHSS_CODES.map((code) => [code, Number(values?.[code] ?? 0) || 0])) as NihssInput,
  );
  const error = (get(formState.errors, which) as { message?: string } | undefined)?.message;
  return (
    <fieldset className="mb-4" aria-describedby={assessed ? totalId : undefined}>
      <legend className="h6">{t(`patient.clinical.fields.${which}`)}</legend>
      <CheckboxField name={`${which}Valutato`} label={t(`patient.clinical.fields.${which}Valutato`)} />
      {assessed ? (
        <>
          <p className="small">{t('patient.nihss.help')}</p>
          <div className="row">
            {NIHSS_CODES.map((code) => (
              <div key={code} className="col-12 col-md-6 col-xl-4">
                <SelectField
                  name={`${which}.${code}`}
                  label={t('patient.nihss.itemWithMax', {
                    item: nihssItemLabel(t, code),
                    max: NIHSS_ITEMS[code],
                  })}
                  choices={Array.from({ length: NIHSS_ITEMS[code] + 1 }, (_, value) => ({
                    value: String(value),
                    label: String(value),
                  }))}
                />
              </div>
            ))}
          </div>
          <p id={totalId} aria-live="polite" className="fw-semibold">
            {t('patient.nihss.total', { totale, gravita: t(`patient.nihss.bands.${gravita}`) })}
          </p>
        </>
      ) : null}
      {error ? <div className="invalid-feedback d-block">{error}</div> : null}
    </fieldset>
  );
}

/** The modified Rankin Scale: not assessed, or one of its seven grades with its description. */
function MrsFieldset() {
  const { t } = useTranslation('stroke');
  const { register, formState } = useFormContext<ClinicalValues>();
  const id = useId();
  const choices = [
    { value: '', label: t('patient.clinical.notAssessed') },
    ...MRS_VALUES.map((grado) => ({
      value: String(grado),
      label: t('patient.mrs.option', { grado, descrizione: t(`patient.mrs.grades.${grado}`) }),
    })),
  ];
  return (
    <Fieldset legend={t('patient.clinical.fields.mrs')} error={formState.errors.mrs?.message}>
      {choices.map((choice) => (
        <div key={choice.value} className="form-check">
          <input
            id={`${id}-${choice.value || 'nv'}`}
            type="radio"
            value={choice.value}
            {...register('mrs')}
          />
          <label htmlFor={`${id}-${choice.value || 'nv'}`}>{choice.label}</label>
        </div>
      ))}
    </Fieldset>
  );
}
