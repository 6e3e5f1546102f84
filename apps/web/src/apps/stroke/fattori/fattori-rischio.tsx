import {
  type FattoriRischio,
  type FattoriRischioSave,
  fattoriRischioSaveSchema,
} from '@halo/contract/stroke/fattori';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxField, TextField } from '../../../lib/ui/form-fields.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import {
  formatMomento,
  RISK_GROUP_KEYS,
  RISK_GROUPS,
  type RiskFlag,
  useRiskLabels,
} from '../pazienti/pazienti.labels.tsx';
import { useSalvaFattoriRischio } from '../pazienti/pazienti.queries.ts';

const ALL_FLAGS = RISK_GROUP_KEYS.flatMap((group) => RISK_GROUPS[group]) as RiskFlag[];

/**
 * The patient's risk factors (one record per patient, docs/adr/0024) by kind, each present or absent in words, and
 * the last systolic pressure; for the doctor and the admin the editor, where each factor says what it means and
 * which scores it counts in. The first save creates the record (POST), the next ones update it with its version.
 */
export function FattoriRischioSection({
  pazienteId,
  rischio,
  writes,
  onReload,
}: {
  pazienteId: number;
  rischio: FattoriRischio | null;
  writes: boolean;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('stroke');
  const labels = useRiskLabels();
  const [editing, setEditing] = useState(false);
  const fact = (term: string, value: string, className = 'mb-0') => (
    <div key={term} className="d-flex justify-content-between gap-2 border-bottom py-1">
      <dt className="fw-normal">{term}</dt>
      <dd className={className}>{value}</dd>
    </div>
  );
  return (
    <PageSection
      title={t('patient.risk.title')}
      actions={
        writes ? (
          <Button color="primary" outline size="sm" type="button" onClick={() => setEditing(true)}>
            {rischio ? t('patient.risk.edit') : t('patient.risk.create')}
          </Button>
        ) : null
      }
    >
      {rischio ? (
        <>
          <p className="small">{t('patient.risk.updated', { date: formatMomento(rischio.aggiornatoIl) })}</p>
          <div className="row">
            {RISK_GROUP_KEYS.map((group) => (
              <div key={group} className="col-12 col-md-6 col-xl-3 mb-3">
                <h3 className="h6">{t(`patient.risk.groups.${group}`)}</h3>
                <dl className="mb-0">
                  {RISK_GROUPS[group].map((flag) =>
                    fact(
                      labels.label(flag),
                      rischio[flag] ? t('patient.risk.present') : t('patient.risk.absent'),
                      `mb-0 ${rischio[flag] ? 'fw-bold' : ''}`,
                    ),
                  )}
                  {group === 'pressione'
                    ? fact(
                        t('patient.risk.pressioneSistolica'),
                        rischio.pressioneSistolica === null
                          ? t('patient.risk.notMeasured')
                          : t('patient.risk.mmHg', { value: rischio.pressioneSistolica }),
                      )
                    : null}
                </dl>
              </div>
            ))}
          </div>
        </>
      ) : (
        <p>{writes ? t('patient.risk.emptyWriter') : t('patient.risk.empty')}</p>
      )}
      {writes ? (
        <FattoriRischioDialog
          pazienteId={pazienteId}
          rischio={rischio}
          isOpen={editing}
          onClose={() => setEditing(false)}
          onReload={onReload}
        />
      ) : null}
    </PageSection>
  );
}

type RiskValues = Record<RiskFlag, boolean> & { pressioneSistolica: string };

function defaultsOf(rischio: FattoriRischio | null): RiskValues {
  const flags = Object.fromEntries(ALL_FLAGS.map((flag) => [flag, rischio?.[flag] ?? false]));
  return {
    ...(flags as Record<RiskFlag, boolean>),
    pressioneSistolica: String(rischio?.pressioneSistolica ?? ''),
  };
}

function FattoriRischioDialog({
  pazienteId,
  rischio,
  isOpen,
  onClose,
  onReload,
}: {
  pazienteId: number;
  rischio: FattoriRischio | null;
  isOpen: boolean;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('stroke');
  const labels = useRiskLabels();
  const save = useSalvaFattoriRischio(pazienteId);
  return (
    <FormDialog<RiskValues, FattoriRischioSave, FattoriRischio>
      isOpen={isOpen}
      onClose={onClose}
      title={rischio ? t('patient.risk.editTitle') : t('patient.risk.createTitle')}
      size="lg"
      // Read again after a refused stale save (or created meanwhile): the form starts over from what it is now.
      formKey={rischio ? `${rischio.id}:${rischio.version}` : 'new'}
      schema={fattoriRischioSaveSchema}
      defaultValues={defaultsOf(rischio)}
      toBody={(values) => ({
        ...(rischio ? { id: rischio.id, version: rischio.version } : {}),
        pazienteId,
        ...Object.fromEntries(ALL_FLAGS.map((flag) => [flag, values[flag]])),
        pressioneSistolica:
          values.pressioneSistolica.trim() === '' ? null : Number(values.pressioneSistolica),
      })}
      submit={save}
      onSaved={() => {
        onClose();
        notifySuccess(t('patient.risk.saved'));
      }}
      onReload={onReload}
    >
      <p>{t('patient.risk.editorLead')}</p>
      {RISK_GROUP_KEYS.map((group) => (
        <fieldset key={group} className="mb-4">
          <legend className="h6">{t(`patient.risk.groups.${group}`)}</legend>
          {RISK_GROUPS[group].map((flag) => (
            <CheckboxField key={flag} name={flag} label={labels.label(flag)} help={labels.help(flag)} />
          ))}
          {group === 'pressione' ? (
            <TextField
              name="pressioneSistolica"
              type="number"
              min={60}
              max={300}
              label={t('patient.risk.pressioneSistolica')}
              help={t('patient.risk.pressioneSistolicaHelp')}
            />
          ) : null}
        </fieldset>
      ))}
    </FormDialog>
  );
}
