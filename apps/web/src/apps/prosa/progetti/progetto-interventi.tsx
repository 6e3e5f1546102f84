import {
  destinatari,
  type InterventoCreate,
  interventoCreateSchema,
  type Progetto,
  prosaProgettiRoutes,
  settings,
} from '@halo/contract/prosa/progetti';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Paragraphs } from '../../../lib/ui/authored-text.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxGroupField, SelectField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import {
  ConfirmDelete,
  RecordsSection,
  StrongText,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { useProgettoLabels } from './progetti.labels.tsx';
import { useAggiungiIntervento, useRimuoviIntervento } from './progetti.queries.ts';
import { endNotBeforeStart } from './progetto-form.tsx';

type Intervento = Progetto['interventi'][number];

interface InterventoValues {
  setting: string;
  destinatari: string[] | string | false;
  dal: string;
  al: string;
  luogo: string;
  descrizione: string;
}

const schema = endNotBeforeStart(interventoCreateSchema);

function toBody(values: InterventoValues) {
  const targets = values.destinatari;
  return {
    setting: values.setting || undefined,
    destinatari: Array.isArray(targets) ? targets : typeof targets === 'string' && targets ? [targets] : [],
    dal: values.dal,
    al: values.al || null,
    luogo: values.luogo,
    descrizione: values.descrizione,
  };
}

/**
 * A project's intervention sheets (setting, target groups, dates, place): listed for everyone who reads the
 * project; added in a dialog and removed after confirming by who may edit it.
 */
export function ProgettoInterventi({ progetto }: { progetto: Progetto }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useProgettoLabels();
  const add = useAggiungiIntervento();
  const remove = useRimuoviIntervento();
  const dialogs = useRecordDialogs(progetto.interventi, (i) => i.id);
  // The sheets are ordered by date: the place sent names the new one in the message.
  const added = useRef('');
  const editable = progetto.modificabile;
  return (
    <RecordsSection
      title={t('projects.interventions.title')}
      create={
        editable
          ? {
              route: prosaProgettiRoutes.aggiungiIntervento,
              onClick: dialogs.create,
              label: t('projects.interventions.add'),
            }
          : null
      }
    >
      {progetto.interventi.length === 0 ? (
        <p>{t('projects.interventions.empty')}</p>
      ) : (
        <ul className="list-unstyled">
          {progetto.interventi.map((intervento) => (
            <li key={intervento.id} className="mb-3">
              <InterventoCard
                intervento={intervento}
                onRemove={editable ? () => dialogs.askDelete(intervento) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <>
          <FormDialog<InterventoValues, InterventoCreate, Progetto>
            title={t('projects.interventions.addTitle')}
            size="lg"
            schema={schema}
            defaultValues={{ setting: '', destinatari: [], dal: '', al: '', luogo: '', descrizione: '' }}
            toBody={toBody}
            submitLabel={t('projects.interventions.submit')}
            submit={(body) => {
              added.current = body.luogo;
              return add({ params: { id: progetto.id }, body });
            }}
            {...recordFormOpening(dialogs, () => t('projects.interventions.added', { place: added.current }))}
          >
            <SelectField
              name="setting"
              label={t('projects.interventions.fields.setting')}
              required
              choose
              choices={settings.map((s) => ({ value: s.codice, label: labels.setting(s.codice) }))}
            />
            <CheckboxGroupField
              name="destinatari"
              legend={`${t('projects.interventions.fields.destinatari')} *`}
              choices={destinatari.map((d) => ({ value: d.codice, label: labels.destinatario(d.codice) }))}
            />
            <div className="row">
              <TextField
                className="form-group col-12 col-md-6"
                name="dal"
                type="date"
                label={t('projects.interventions.fields.dal')}
                required
              />
              <TextField
                className="form-group col-12 col-md-6"
                name="al"
                type="date"
                label={t('projects.interventions.fields.al')}
              />
            </div>
            <TextField
              name="luogo"
              label={t('projects.interventions.fields.luogo')}
              required
              maxLength={300}
            />
            <TextAreaField name="descrizione" label={t('projects.interventions.fields.descrizione')} />
          </FormDialog>
          <ConfirmDelete
            record={dialogs.deleting}
            title={t('projects.interventions.removeTitle')}
            confirmLabel={t('projects.interventions.remove')}
            onClose={dialogs.closeDelete}
            remove={(i) => remove({ params: { id: progetto.id, interventoId: i.id } })}
            question={(i) => (
              <StrongText t={t} i18nKey="projects.interventions.removeConfirm" values={{ place: i.luogo }} />
            )}
            deleted={(i) => t('projects.interventions.removed', { place: i.luogo })}
          />
        </>
      ) : null}
    </RecordsSection>
  );
}

function InterventoCard({ intervento, onRemove }: { intervento: Intervento; onRemove?: () => void }) {
  const { t } = useTranslation('prosaAttivita');
  const labels = useProgettoLabels();
  const titleId = useId();
  return (
    <article className="card shadow-sm" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <h3 id={titleId} className="h6 mb-0">
            {t('projects.interventions.item', { place: intervento.luogo })}
          </h3>
          {onRemove ? (
            <RowAction
              label={t('projects.interventions.removeLabel', { place: intervento.luogo })}
              danger
              onClick={onRemove}
            >
              {t('projects.interventions.remove')}
            </RowAction>
          ) : null}
        </div>
        <Facts
          items={[
            [t('projects.facts.setting'), labels.setting(intervento.setting)],
            [t('projects.facts.destinatari'), intervento.destinatari.map(labels.destinatario).join(', ')],
            [t('projects.facts.periodo'), labels.period(intervento.dal, intervento.al)],
          ]}
        />
        <Paragraphs text={intervento.descrizione} />
      </div>
    </article>
  );
}
