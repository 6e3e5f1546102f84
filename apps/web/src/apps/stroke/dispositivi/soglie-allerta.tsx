import {
  SOGLIE_PREDEFINITE,
  type Soglie,
  type SoglieSave,
  soglieSaveSchema,
} from '@halo/contract/stroke/dispositivi';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxField, TextField } from '../../../lib/ui/form-fields.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { PatientDataState } from '../pazienti/patient-data-state.tsx';
import {
  SLUGS,
  SOGLIA_KEYS,
  SOGLIE,
  type SogliaKey,
  sogliaRange,
  useMisureLabels,
} from './dispositivi.labels.ts';
import { useSalvaSoglie, useSoglie } from './dispositivi.queries.ts';

/**
 * The alert thresholds of a patient (`GET /api/stroke/paziente/{id}/soglie`): each value in force with its unit, or
 * switched off, and whether an irregular rhythm raises an alert; until the doctor sets them, the service's defaults
 * (version 0). With `edit` (the doctor, the admin) a form changes them: the contract's ranges are checked before
 * sending, and a save refused because someone else saved meanwhile (409) offers to read them again.
 */
export function SoglieAllerta({
  pazienteId,
  edit,
  level = 3,
}: {
  pazienteId: number;
  edit: boolean;
  level?: 2 | 3;
}) {
  const { t } = useTranslation('stroke');
  const soglie = useSoglie(pazienteId);
  const labels = useMisureLabels();
  const [editing, setEditing] = useState(false);
  const current = soglie.data?.kind === 'found' ? soglie.data.data : null;
  return (
    <PageSection
      title={t('devices.thresholds.title')}
      level={level}
      actions={
        edit && current ? (
          <Button color="primary" outline size="sm" type="button" onClick={() => setEditing(true)}>
            {t('devices.thresholds.edit')}
          </Button>
        ) : null
      }
    >
      <p className="small">{t('devices.thresholds.lead')}</p>
      <PatientDataState read={soglie}>
        {(s) => (
          <>
            <p>{s.version === 0 ? t('devices.thresholds.defaults') : t('devices.thresholds.set')}</p>
            <dl className="row mb-0">
              {SOGLIA_KEYS.map((key) => {
                const value = s[key];
                return (
                  <div key={key} className="col-12 col-md-6 col-xl-4 mb-2">
                    <dt className="small">{t(`devices.thresholds.labels.${key}`)}</dt>
                    <dd className="mb-0 fw-semibold">
                      {value === null ? t('devices.thresholds.off') : labels.value(SOGLIE[key].codice, value)}
                    </dd>
                  </div>
                );
              })}
              <div className="col-12 col-md-6 col-xl-4 mb-2">
                <dt className="small">{t('devices.thresholds.labels.ritmoIrregolare')}</dt>
                <dd className="mb-0 fw-semibold">
                  {s.ritmoIrregolare ? t('devices.thresholds.rhythmOn') : t('devices.thresholds.rhythmOff')}
                </dd>
              </div>
            </dl>
          </>
        )}
      </PatientDataState>
      {edit && current ? (
        <SoglieDialog
          soglie={current}
          isOpen={editing}
          onClose={() => setEditing(false)}
          onReload={() => soglie.refetch()}
        />
      ) : null}
    </PageSection>
  );
}

type SoglieValues = Record<SogliaKey, string> & { ritmoIrregolare: boolean };

const text = (value: number | null) => (value === null ? '' : String(value));

function valuesOf(soglie: Pick<Soglie, SogliaKey | 'ritmoIrregolare'>): SoglieValues {
  const values = Object.fromEntries(SOGLIA_KEYS.map((key) => [key, text(soglie[key])])) as Record<
    SogliaKey,
    string
  >;
  return { ...values, ritmoIrregolare: soglie.ritmoIrregolare };
}

/** An empty input switches the threshold off; anything else goes to the schema as a number (NaN: its message). */
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

function SoglieDialog({
  soglie,
  isOpen,
  onClose,
  onReload,
}: {
  soglie: Soglie;
  isOpen: boolean;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('stroke');
  const save = useSalvaSoglie(soglie.pazienteId);
  return (
    <FormDialog<SoglieValues, SoglieSave, Soglie>
      isOpen={isOpen}
      onClose={onClose}
      title={t('devices.thresholds.editTitle')}
      size="lg"
      // Read again after a refused stale save: the form starts over from what they are now.
      formKey={String(soglie.version)}
      schema={soglieSaveSchema}
      defaultValues={valuesOf(soglie)}
      toBody={(values) => ({
        pazienteId: soglie.pazienteId,
        version: soglie.version,
        ...Object.fromEntries(SOGLIA_KEYS.map((key) => [key, optionalNumber(values[key])])),
        ritmoIrregolare: values.ritmoIrregolare,
      })}
      submit={save}
      onSaved={() => {
        onClose();
        notifySuccess(t('devices.thresholds.saved'));
      }}
      onReload={onReload}
    >
      <p className="mb-5">{t('devices.thresholds.editorLead')}</p>
      <div className="row">
        {SOGLIA_KEYS.map((key) => {
          const { min, max } = sogliaRange(key);
          return (
            <TextField
              key={key}
              className="form-group col-12 col-md-6"
              name={key}
              type="number"
              min={min}
              max={max}
              label={t(`devices.thresholds.labels.${key}`)}
              help={t('devices.thresholds.help', {
                min,
                max,
                unit: t(`devices.kinds.${SLUGS[SOGLIE[key].codice]}.unit`),
                default: SOGLIE_PREDEFINITE[key],
              })}
            />
          );
        })}
      </div>
      <CheckboxField
        name="ritmoIrregolare"
        label={t('devices.thresholds.labels.ritmoIrregolare')}
        help={t('devices.thresholds.rhythmHelp')}
      />
      <div className="mt-3">
        <RestoreDefaults />
      </div>
    </FormDialog>
  );
}

/** Puts the service's defaults in the form; nothing is saved until «Salva». */
function RestoreDefaults() {
  const { t } = useTranslation('stroke');
  const { reset, getValues } = useFormContext<SoglieValues>();
  return (
    <Button
      color="primary"
      outline
      size="sm"
      type="button"
      onClick={() => reset({ ...getValues(), ...valuesOf(SOGLIE_PREDEFINITE) })}
    >
      {t('devices.thresholds.restore')}
    </Button>
  );
}
