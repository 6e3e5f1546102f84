import { INQUINANTI, type Inquinante } from '@halo/contract/healthenv';
import {
  BANDE_EAQI,
  type Indicatore,
  indicatori,
  norme,
  type Soglie,
  type SoglieUpdate,
  sogliaAllertaSchema,
  tipiLimite,
} from '@halo/contract/healthenv/soglie';
import { Button } from 'design-react-kit';
import { useId } from 'react';
import { get, useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isStale } from '../../../lib/ui/failure-alert.tsx';
import {
  codeChoices,
  EntryButton,
  fieldMessage,
  type Option,
  TextField,
} from '../../../lib/ui/form-fields.tsx';
import { PageForm } from '../../../lib/ui/inline-form.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import {
  DecimalField,
  ListError,
  ownMessage,
  useRefusal,
  useUnita,
} from '../postazioni/healthenv-fields.tsx';
import { useInquinanteName } from '../postazioni/postazioni.labels.tsx';
import { useAggiornaSoglie } from './soglie.queries.ts';
import {
  type AllertaValues,
  bandaKey,
  type LimiteValues,
  onFormPaths,
  type SoglieValues,
  soglieResolver,
  valuesOf,
} from './soglie.values.ts';
import { BandeTable } from './soglie-view.tsx';

/**
 * The administrator's edit of the thresholds: the whole configuration with the version it was read at (409 when
 * someone else saved meanwhile: reload and redo). Each message, the schema's or the server's (`body.limiti.3.soglia`),
 * shows under its input; the tables' inputs are named for screen readers by column and row.
 */

const POLLUTANTS = Object.keys(INQUINANTI) as Inquinante[];
const ALLERTA_INDICATORI = sogliaAllertaSchema.shape.indicatore.options;
const LIVELLI = sogliaAllertaSchema.shape.livello.options;

export function SoglieForm({
  soglie,
  onSaved,
  onCancel,
  onReload,
}: {
  soglie: Soglie;
  onSaved: (saved: Soglie) => void;
  onCancel: () => void;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('healthenv');
  const { t: ui } = useTranslation('ui');
  const aggiorna = useAggiornaSoglie();
  const form = useForm<SoglieValues, unknown, SoglieUpdate>({
    defaultValues: valuesOf(soglie),
    resolver: soglieResolver,
  });
  const { refusal, track } = useRefusal(form);
  return (
    <PageForm
      form={form}
      label={t('soglie.editTitle')}
      submit={async (body) => track(onFormPaths(await aggiorna(body)))}
      onSaved={onSaved}
      onReload={onReload}
      submitLabel={t('soglie.save')}
      onCancel={onCancel}
      notice={
        // Another conflict than the version read (whose alert offers the reload itself): reloading still helps.
        refusal?.status === 409 && !isStale(refusal) ? (
          <Button
            color="primary"
            size="sm"
            outline
            type="button"
            className="mb-4"
            onClick={() => void onReload()}
          >
            {ui('failure.reload')}
          </Button>
        ) : null
      }
    >
      <PageSection title={t('soglie.copertura.title')}>
        <p>{t('soglie.copertura.intro')}</p>
        <div className="row">
          {(['giornaliera', 'annuale'] as const).map((period) => (
            <DecimalField
              key={period}
              className="form-group col-12 col-md-6"
              name={period === 'giornaliera' ? 'coperturaGiornaliera' : 'coperturaAnnuale'}
              label={t(`soglie.copertura.${period}Pct`)}
              help={t('soglie.copertura.help')}
              required
            />
          ))}
        </div>
      </PageSection>
      <RowsEditor
        name="limiti"
        averagings={indicatori}
        columns={[
          { key: 'consentiti', field: 'consentiti' },
          { key: 'norma', field: 'norma', choices: codeChoices(norme, (v) => t(`common.norma.${v}`)) },
          {
            key: 'tipo',
            field: 'tipo',
            choices: codeChoices(tipiLimite, (v) => t(`common.tipoLimite.${v}`)),
          },
          { key: 'daVerificare', field: 'daVerificare', checkbox: true },
        ]}
        newRow={{
          codice: '',
          inquinante: '',
          indicatore: '',
          soglia: '',
          consentiti: '',
          norma: '2008/50/CE',
          tipo: 'valore limite',
          daVerificare: false,
        }}
        help={t('soglie.limiti.help')}
      />
      <BandeEditor />
      <RowsEditor
        name="allerte"
        averagings={ALLERTA_INDICATORI}
        columns={[
          { key: 'consecutivi', field: 'consecutivi' },
          {
            key: 'livello',
            field: 'livello',
            choices: codeChoices(LIVELLI, (v) => t(`common.livello.${v}`)),
          },
        ]}
        newRow={{
          codice: '',
          inquinante: '',
          indicatore: 'media oraria',
          soglia: '',
          consecutivi: '1',
          livello: 'informazione',
        }}
      />
      <PageSection title={t('soglie.silenzio.title')}>
        <p>{t('soglie.silenzio.intro')}</p>
        <div className="row">
          <TextField
            className="form-group col-12 col-md-6"
            name="silenzioOre"
            label={t('soglie.silenzio.oreInput')}
            help={t('soglie.silenzio.help')}
            required
            inputMode="numeric"
          />
        </div>
      </PageSection>
    </PageForm>
  );
}

/** An input of a table's cell: named by its column and row for screen readers, its error under it. */
function Cell({
  name,
  label,
  kind = 'text',
  choices,
  suffix,
}: {
  name: string;
  label: string;
  kind?: 'text' | 'select' | 'checkbox';
  choices?: readonly Option[];
  suffix?: string;
}) {
  const { t } = useTranslation('healthenv');
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const error = ownMessage(get(errors, name));
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...register(name),
  };
  return (
    <>
      {kind === 'checkbox' ? (
        <div className="form-check m-0">
          <input type="checkbox" {...common} />
          <label htmlFor={id}>
            <span className="visually-hidden">{label}</span>
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="visually-hidden">
            {label}
          </label>
          {kind === 'select' ? (
            <select className={`form-select form-select-sm${error ? ' is-invalid' : ''}`} {...common}>
              <option value="">{t('soglie.choose')}</option>
              {choices?.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          ) : (
            <div className="d-flex align-items-center gap-1">
              <input
                type="text"
                className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
                autoComplete="off"
                {...common}
              />
              {suffix ? <span className="small text-nowrap">{suffix}</span> : null}
            </div>
          )}
        </>
      )}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </>
  );
}

/** A message about a whole row (a repeated limit or alert): the server's `body.limiti.3`. */
function RowError({ name }: { name: string }) {
  const {
    formState: { errors },
  } = useFormContext();
  const message = ownMessage(get(errors, name));
  return message ? <div className="invalid-feedback d-block">{message}</div> : null;
}

/** The threshold with the unit its row's pollutant is measured in. */
function SogliaCell({ name, label, inquinante }: { name: string; label: string; inquinante: string }) {
  return <Cell name={name} label={label} suffix={useUnita(inquinante)} />;
}

/** A column of a table of repeated rows: its heading (`soglie.columns.*`) and the row's field it edits. */
interface RowColumn {
  key:
    | 'id'
    | 'inquinante'
    | 'indicatore'
    | 'soglia'
    | 'consentiti'
    | 'norma'
    | 'tipo'
    | 'daVerificare'
    | 'consecutivi'
    | 'livello';
  field: string;
  /** A choice among these; without them, text. */
  choices?: readonly Option[];
  checkbox?: boolean;
  /** The threshold: its unit is that of the pollutant in this field of the row. */
  unitOf?: string;
}

/**
 * The limits or the alert thresholds: a table with a row of inputs each, rows added and removed at will. Each row
 * begins with its code, the pollutant, its averaging (one of `averagings`) and the threshold, then `columns`.
 */
function RowsEditor({
  name,
  averagings,
  columns: more,
  newRow,
  help,
}: {
  name: 'limiti' | 'allerte';
  averagings: readonly Indicatore[];
  columns: readonly RowColumn[];
  newRow: LimiteValues | AllertaValues;
  help?: string;
}) {
  const { t } = useTranslation('healthenv');
  const inquinanteName = useInquinanteName();
  const columns: RowColumn[] = [
    { key: 'id', field: 'codice' },
    { key: 'inquinante', field: 'inquinante', choices: codeChoices(POLLUTANTS, inquinanteName) },
    {
      key: 'indicatore',
      field: 'indicatore',
      choices: codeChoices(averagings, (v) => t(`common.indicatore.${v}`)),
    },
    { key: 'soglia', field: 'soglia', unitOf: 'inquinante' },
    ...more,
  ];
  const { control } = useFormContext<SoglieValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const col = (key: RowColumn['key'] | 'actions') => t(`soglie.columns.${key}`);
  return (
    <PageSection title={t(`soglie.${name}.title`)}>
      <p>{t(`soglie.${name}.intro`)}</p>
      <ListError name={name} />
      <div className="table-responsive">
        <table className="table align-middle ui-stack-table">
          <caption className="visually-hidden">{t(`soglie.${name}.title`)}</caption>
          <thead>
            <tr>
              {columns.map(({ key }) => (
                <th key={key} scope="col">
                  {col(key)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{col('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const row = index + 1;
              const base = `${name}.${index}`;
              return (
                <tr key={field.id}>
                  {columns.map((column, position) => {
                    const label = t(`soglie.${name}.cell`, { column: col(column.key), row });
                    const cell = `${base}.${column.field}`;
                    return (
                      <td key={column.key} data-label={col(column.key)}>
                        {column.unitOf ? (
                          <SogliaCell name={cell} label={label} inquinante={`${base}.${column.unitOf}`} />
                        ) : (
                          <Cell
                            name={cell}
                            label={label}
                            kind={column.checkbox ? 'checkbox' : column.choices ? 'select' : 'text'}
                            choices={column.choices}
                          />
                        )}
                        {position === 0 ? <RowError name={base} /> : null}
                      </td>
                    );
                  })}
                  <td className="text-nowrap">
                    <RowAction
                      label={t(`soglie.${name}.removeLabel`, { row })}
                      danger
                      onClick={() => remove(index)}
                    >
                      {t('soglie.remove')}
                    </RowAction>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {fields.length === 0 ? <p>{t(`soglie.${name}.empty`)}</p> : null}
      {help ? <p className="small">{help}</p> : null}
      <EntryButton onClick={() => append(newRow)}>{t(`soglie.${name}.add`)}</EntryButton>
    </PageSection>
  );
}

function BandeEditor() {
  const { t } = useTranslation('healthenv');
  const inquinanteName = useInquinanteName();
  const {
    formState: { errors },
  } = useFormContext<SoglieValues>();
  const bande = BANDE_EAQI.map((banda) => t(`common.banda.${banda}`));
  return (
    <PageSection title={t('soglie.bande.title')}>
      <p>{t('soglie.bande.intro')}</p>
      <p className="small">{t('soglie.bande.help')}</p>
      <ListError name="bandeEaqi" />
      <BandeTable
        // The upper edges of the first five bands: the last has none.
        headers={[...bande.slice(0, 5).map((banda) => t('soglie.bande.upTo', { banda })), ...bande.slice(5)]}
        note={(inquinante) => {
          const message = fieldMessage(get(errors, `bandeEaqi.${bandaKey(inquinante)}`));
          return message ? <span className="invalid-feedback d-block">{message}</span> : null;
        }}
        cell={(inquinante, index) =>
          index < 5 ? (
            <Cell
              name={`bandeEaqi.${bandaKey(inquinante)}.${index}`}
              label={t('soglie.bande.cell', {
                inquinante: inquinanteName(inquinante),
                banda: bande[index] ?? '',
              })}
              suffix={INQUINANTI[inquinante].unita}
            />
          ) : (
            t('soglie.bande.beyond')
          )
        }
      />
    </PageSection>
  );
}
