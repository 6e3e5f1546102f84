import { validitaMonitoraggio } from '@halo/contract/healthenv';
import type { ErroreRiga, ImportEsito } from '@halo/contract/healthenv/import';
import { Button } from 'design-react-kit';
import { type ChangeEvent, useCallback, useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { CheckboxField, SelectField, TextField } from '../../../lib/ui/form-fields.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { PlainField } from '../../../lib/ui/plain-field.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useDateFormats, useInquinanteName, useNumberFormat } from '../postazioni/postazioni.labels.tsx';
import { useImporta } from './import.queries.ts';
import type importa from './locales/it.ts';

/** The contract's ceiling on the CSV (importSchema): refused before reading a file that could not be sent. */
const MAX_BYTES = 16 * 1024 * 1024;
/** Details of a refused import shown in the alert; the rest are counted. */
const MAX_DETAILS = 50;
const DEFAULT_FONTE = 'importazione CSV';

type Validita = (typeof validitaMonitoraggio)[number];
type Esempio = ImportEsito['esempio'][number];

interface Opzioni {
  sostituisci: boolean;
  validita: Validita;
  fonte: string;
}

interface CsvFile {
  name: string;
  size: number;
  csv: string;
}

const COLUMNS = [
  'station_id',
  'sensor_id',
  'pollutant',
  'date',
  'datetime',
  'value',
  'unit',
  'validity',
  'qc_flag',
  'source',
] as const;

const SAMPLE = `station_id,sensor_id,pollutant,date,value,unit,validity,qc_flag,source
IT0477A,17127,C6H6,2022-01-01,3.9,µg/m³,VA,,arpa_lombardia
IT1016A,10273,PM10,2022-01-01,48.2,µg/m³,,,arpa_lombardia`;

/**
 * The bulk import of measurement records (issue 17): a CSV in the format of the seed's `measurements-2022.csv`,
 * read as text in the browser and sent whole. "Controlla" asks the server for a preview (nothing is written): the
 * counts, the first rows as they will be saved and the errors per row; "Importa" sends the same file and options
 * once the preview has no errors, in one transaction. The text is kept aside, never rendered, so a file of
 * several megabytes costs the page only its reading.
 */
export function ImportaCsv() {
  const { t } = useTranslation('healthenv');
  const importa = useImporta();
  const fileId = useId();
  const [file, setFile] = useState<CsvFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  // The options sent with the file; not a form of its own: "Controlla" and "Importa" send them.
  const options = useForm<Opzioni>({
    defaultValues: { sostituisci: false, validita: 'provisional', fonte: DEFAULT_FONTE },
  });
  const [busy, setBusy] = useState<'read' | 'check' | 'import' | null>(null);
  const [preview, setPreview] = useState<ImportEsito | null>(null);
  // Each check's answer is a new section, whose heading takes the focus: what it says is read next.
  const [checks, setChecks] = useState(0);
  const [done, setDone] = useState<ImportEsito | null>(null);
  const [failure, setFailure] = useState<WriteFailure | null>(null);

  /** Any change of file or option makes the last check stale: "Importa" waits for a new one. */
  const changed = useCallback(() => {
    setPreview(null);
    setFailure(null);
    setDone(null);
  }, []);
  useEffect(() => {
    const subscription = options.watch(changed);
    return () => subscription.unsubscribe();
  }, [options, changed]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    changed();
    setFile(null);
    setFileError(null);
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) {
      setFileError(t('import.tooLarge'));
      return;
    }
    setBusy('read');
    try {
      setFile({ name: chosen.name, size: chosen.size, csv: await chosen.text() });
    } catch {
      setFileError(t('import.unreadable'));
    } finally {
      setBusy(null);
    }
  };

  const send = async (anteprima: boolean) => {
    if (!file) return;
    setBusy(anteprima ? 'check' : 'import');
    setFailure(null);
    const { sostituisci, validita, fonte } = options.getValues();
    const result = await importa({
      csv: file.csv,
      anteprima,
      sostituisci,
      validitaPredefinita: validita,
      fonte: fonte.trim() || DEFAULT_FONTE,
    });
    setBusy(null);
    if (!result.ok) {
      setFailure(result);
      return;
    }
    if (anteprima) {
      setPreview(result.data);
      setChecks((n) => n + 1);
      return;
    }
    setPreview(null);
    setDone(result.data);
    setFile(null);
    setInputKey((key) => key + 1);
    notifySuccess(t('import.done', { nuove: result.data.nuove, sostituite: result.data.sostituite }));
  };

  const ready = preview !== null && preview.erroriTotali === 0 && preview.righe > 0;

  return (
    <PageSection title={t('import.title')}>
      <p>{t('import.intro')}</p>
      <details className="mb-4">
        <summary>{t('import.formatTitle')}</summary>
        <p className="mt-2">{t('import.formatIntro')}</p>
        <dl className="row small">
          {COLUMNS.map((column) => (
            <div key={column} className="col-12 col-md-6 mb-2">
              <dt>
                <code>{column}</code>
              </dt>
              <dd className="mb-0">{t(`import.columns.${column}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="small mb-1">{t('import.sample')}</p>
        <pre className="small bg-light p-2">
          <code>{SAMPLE}</code>
        </pre>
      </details>

      <PlainField
        label={t('import.file')}
        error={fileError ?? undefined}
        liveHelp
        help={
          busy === 'read'
            ? t('import.reading')
            : file
              ? t('import.chosen', { name: file.name, size: sizeText(file.size) })
              : t('import.fileHelp')
        }
      >
        {(field) => (
          <input
            {...field}
            key={inputKey}
            type="file"
            accept=".csv,text/csv"
            className={`form-control${fileError ? ' is-invalid' : ''}`}
            onChange={(event) => void choose(event)}
          />
        )}
      </PlainField>

      <FormProvider {...options}>
        <div className="row">
          <div className="col-12 col-md-6 mt-4">
            <CheckboxField
              name="sostituisci"
              label={t('import.sostituisci')}
              help={t('import.sostituisciHelp')}
            />
          </div>
          <SelectField
            className="col-12 col-md-6"
            name="validita"
            label={t('import.validita')}
            help={t('import.validitaHelp')}
            choices={validitaMonitoraggio.map((value) => ({ value, label: t(`common.validita.${value}`) }))}
          />
          <TextField
            className="form-group col-12 col-md-6"
            name="fonte"
            label={t('import.fonte')}
            help={t('import.fonteHelp')}
            maxLength={100}
          />
        </div>
      </FormProvider>

      <div className="d-flex flex-wrap gap-2 mb-4">
        <Button
          color="primary"
          outline
          type="button"
          disabled={!file || busy !== null}
          onClick={() => void send(true)}
        >
          {busy === 'check' ? t('import.checking') : t('import.check')}
        </Button>
        <Button
          color="primary"
          type="button"
          disabled={!ready || busy !== null}
          aria-describedby={`${fileId}-importHelp`}
          onClick={() => void send(false)}
        >
          {busy === 'import' ? t('import.importing') : t('import.import')}
        </Button>
        <p id={`${fileId}-importHelp`} className="small mb-0 align-self-center">
          {ready ? t('import.readyHelp') : t('import.importHelp')}
        </p>
      </div>

      {failure ? (
        <>
          <FailureAlert
            failure={failure}
            extra={failure.details.slice(0, MAX_DETAILS).map((d) => d.message)}
          />
          {failure.details.length > MAX_DETAILS ? (
            <p className="small">
              {t('import.moreDetails', { count: failure.details.length - MAX_DETAILS })}
            </p>
          ) : null}
        </>
      ) : null}

      {preview ? (
        <PageSection key={checks} title={t('import.previewTitle')} level={3} focusOnOpen>
          <p
            className={`alert ${preview.erroriTotali === 0 ? 'alert-success' : 'alert-warning'}`}
            role="status"
          >
            {preview.erroriTotali > 0
              ? t('import.previewErrors', { count: preview.erroriTotali })
              : preview.righe === 0
                ? t('import.previewEmpty')
                : t('import.previewReady')}
          </p>
          <Riepilogo esito={preview} />
          <Esempio righe={preview.esempio} />
          <Errori errori={preview.errori} totali={preview.erroriTotali} />
        </PageSection>
      ) : null}

      {done ? (
        <PageSection title={t('import.doneTitle')} level={3}>
          <Riepilogo esito={done} />
        </PageSection>
      ) : null}
    </PageSection>
  );
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The counts of a check or of an import, and the period its rows cover. */
function Riepilogo({ esito }: { esito: ImportEsito }) {
  const { t } = useTranslation('healthenv');
  const number = useNumberFormat();
  const dates = useDateFormats();
  return (
    <Facts
      items={[
        [t('import.facts.righe'), number(esito.righe)],
        [t('import.facts.nuove'), number(esito.nuove)],
        [t('import.facts.sostituite'), number(esito.sostituite)],
        [t('import.facts.postazioni'), number(esito.postazioni)],
        [
          t('import.facts.periodo'),
          esito.da && esito.a
            ? t('import.facts.daA', { da: dates.moment(esito.da), a: dates.moment(esito.a) })
            : null,
        ],
      ]}
    />
  );
}

/** The first valid rows, as they will be saved. */
function Esempio({ righe }: { righe: readonly Esempio[] }) {
  const { t } = useTranslation('healthenv');
  const number = useNumberFormat(3);
  const dates = useDateFormats();
  const inquinanteName = useInquinanteName();
  const column = columnsOf<Esempio, Exclude<keyof typeof importa.esempio, 'title' | 'empty'>>((key) =>
    t(`import.esempio.${key}`),
  );
  const columns = [
    column('riga', (r) => r.riga, { className: 'text-end' }),
    column('postazione', (r) => r.postazione),
    column('sensore', (r) => r.sensore),
    column('inquinante', (r) => inquinanteName(r.inquinante)),
    column('periodo', (r) => t(`common.periodo.${r.periodo}`)),
    column('inizio', (r) => (r.periodo === 'giorno' ? dates.day(r.inizio) : dates.moment(r.inizio))),
    column('valore', (r) => number(r.valore), { className: 'text-end' }),
    column('validita', (r) => t(`common.validita.${r.validita}`)),
  ];
  return (
    <PageSection title={t('import.esempio.title')} level={3}>
      <DataTable<Esempio>
        caption={t('import.esempio.title')}
        rows={righe}
        loading={false}
        rowKey={(r) => r.riga}
        empty={t('import.esempio.empty')}
        columns={columns}
      />
    </PageSection>
  );
}

/** The rows the server refused, with the column and why. */
function Errori({ errori, totali }: { errori: readonly ErroreRiga[]; totali: number }) {
  const { t } = useTranslation('healthenv');
  if (totali === 0) return null;
  const column = columnsOf<ErroreRiga, 'riga' | 'colonna' | 'messaggio'>((key) => t(`import.errori.${key}`));
  const columns = [
    column('riga', (e) => e.riga, { className: 'text-end' }),
    column('colonna', (e) => e.colonna ?? '—'),
    column('messaggio', (e) => e.messaggio),
  ];
  return (
    <PageSection title={t('import.errori.title', { count: totali })} level={3}>
      {totali > errori.length ? (
        <p>{t('import.errori.partial', { shown: errori.length, total: totali })}</p>
      ) : null}
      <DataTable<ErroreRiga>
        caption={t('import.errori.title', { count: totali })}
        rows={errori}
        loading={false}
        rowKey={(e) => `${e.riga}:${e.colonna ?? ''}:${e.messaggio}`}
        empty={t('import.errori.title', { count: totali })}
        columns={columns}
      />
    </PageSection>
  );
}
