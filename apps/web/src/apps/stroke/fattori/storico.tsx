import type { StoricoVoce } from '@halo/contract/stroke/fattori';
import type { Paziente } from '@halo/contract/stroke/pazienti';
import { nihssBands } from '@halo/contract/stroke/scores';
import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, ChartData } from '../../../lib/ui/chart.tsx';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { DialogHeader } from '../../../lib/ui/dialog-header.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import type { patient } from '../pazienti/locales/it.ts';
import { PatientDataState } from '../pazienti/patient-data-state.tsx';
import {
  formatGiorno,
  formatMomento,
  isMrsValue,
  useFieldLabels,
  useNumberFormat,
  useScoreName,
  useSessoLabel,
} from '../pazienti/pazienti.labels.tsx';
import { type StoricoKind, useStorico } from '../pazienti/pazienti.queries.ts';
import { type Serie, seriesOf, storicoHeight, storicoOption } from './storico-charts.ts';

const isoOf = (ms: number) => new Date(ms).toISOString();

/**
 * The histories of a patient's scores (`GET /v1/ms/prediction/user?id=` and `/v1/ms/stroke/user?id=`, oldest
 * first): each a chart over time and, behind "Mostra i dati", the table of the same entries; any entry explains
 * itself on demand — the inputs it was computed from, the algorithms' version, the factors saved and by whom.
 * Read-only, for everyone who may read the patient.
 */
export function StoricoPunteggi({ pazienteId }: { pazienteId: number }) {
  const { t } = useTranslation('stroke');
  return (
    <PageSection title={t('patient.history.title')}>
      <p className="small">{t('patient.history.lead')}</p>
      <StoricoPanel pazienteId={pazienteId} kind="predizione" />
      <StoricoPanel pazienteId={pazienteId} kind="ictus" />
    </PageSection>
  );
}

function StoricoPanel({ pazienteId, kind }: { pazienteId: number; kind: StoricoKind }) {
  const { t } = useTranslation('stroke');
  const storico = useStorico(pazienteId, kind);
  const title = t(`patient.history.${kind}.title`);
  return (
    <PageSection title={title} level={3}>
      <p className="small">{t(`patient.history.${kind}.lead`)}</p>
      <PatientDataState read={storico}>
        {(voci) =>
          voci.length === 0 ? (
            <p>{t(`patient.history.${kind}.empty`)}</p>
          ) : (
            <StoricoChartAndTable title={title} voci={voci} />
          )
        }
      </PatientDataState>
    </PageSection>
  );
}

function StoricoChartAndTable({ title, voci }: { title: string; voci: readonly StoricoVoce[] }) {
  const { t, i18n } = useTranslation('stroke');
  const scoreName = useScoreName();
  const number = useNumberFormat();
  const language = i18n.language;
  // Computed once per answer and language: the chart is drawn again only when its option changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts follow the language
  const { series, option, summary } = useMemo(() => {
    const series: Serie[] = seriesOf(voci, scoreName);
    const option = storicoOption(series, {
      formatMoment: (ms) => formatMomento(isoOf(ms)),
      formatDay: (ms) => formatGiorno(isoOf(ms)),
      tooltip: (name, moment, valore) =>
        t('patient.history.tooltip', { name, moment, valore: number(valore) }),
    });
    const parts = series.map((serie) => {
      const first = serie.points[0];
      const last = serie.points[serie.points.length - 1];
      return t('patient.history.seriesSummary', {
        name: serie.name,
        count: serie.points.length,
        first: number(first?.valore ?? 0),
        firstDate: formatGiorno(isoOf(first?.at ?? 0)),
        last: number(last?.valore ?? 0),
        lastDate: formatGiorno(isoOf(last?.at ?? 0)),
      });
    });
    return { series, option, summary: t('patient.history.summary', { title, series: parts.join('; ') }) };
  }, [voci, title, language]);
  return (
    <>
      <Chart option={option} ariaLabel={summary} height={storicoHeight(series.length)} />
      <ChartData
        texts={{
          show: t('patient.history.showData'),
          hide: t('patient.history.hideData'),
          of: t('patient.history.dataOf', { title }),
        }}
      >
        <StoricoTable caption={title} voci={voci} />
      </ChartData>
    </>
  );
}

/** The entries of a history as a table, in the chart's order, each with its explanation on demand. */
function StoricoTable({ caption, voci }: { caption: string; voci: readonly StoricoVoce[] }) {
  const { t } = useTranslation('stroke');
  const scoreName = useScoreName();
  const number = useNumberFormat();
  const outcome = useOutcome();
  const [explained, setExplained] = useState<StoricoVoce | null>(null);
  const column = columnsOf<StoricoVoce, keyof typeof patient.history.columns>((key) =>
    t(`patient.history.columns.${key}`),
  );
  const columns = [
    column('at', (v) => formatMomento(v.at)),
    column('punteggio', (v) => scoreName(v.punteggio)),
    column('valore', (v) => number(v.valore), { className: 'text-end' }),
    column('esito', outcome),
    column(
      'spiega',
      (v) => (
        <button
          type="button"
          className="btn btn-link btn-sm"
          aria-label={t('patient.history.explainLabel', {
            name: scoreName(v.punteggio),
            moment: formatMomento(v.at),
          })}
          onClick={() => setExplained(v)}
        >
          {t('patient.history.explain')}
        </button>
      ),
      { hiddenHeader: true, className: 'text-end text-nowrap' },
    ),
  ];
  return (
    <>
      <DataTable<StoricoVoce>
        caption={caption}
        columns={columns}
        rows={voci}
        rowKey={(v) => v.id}
        empty={t('patient.history.noEntries')}
      />
      <SpiegazioneDialog voce={explained} onClose={() => setExplained(null)} />
    </>
  );
}

/** What an entry's value means, from its stored result: the risk, the band, the grade. */
function useOutcome() {
  const { t } = useTranslation('stroke');
  const number = useNumberFormat();
  const pct = (value: number) => t('patient.scores.percent', { value: number(value) });
  return (voce: StoricoVoce): string => {
    const r = voce.risultato;
    switch (voce.punteggio) {
      case 'cha2ds2vasc':
        return typeof r.rischioIctusIschemicoAnnuoPct === 'number'
          ? t('patient.history.outcomes.cha2ds2vasc', { risk: pct(r.rischioIctusIschemicoAnnuoPct) })
          : '—';
      case 'hasbled':
        return r.altoRischio === true
          ? t('patient.scores.hasbled.high')
          : r.altoRischio === false
            ? t('patient.scores.hasbled.notHigh')
            : '—';
      case 'framingham':
        return typeof r.rischioIctus10AnniPct === 'number'
          ? t('patient.history.outcomes.framingham', { risk: pct(r.rischioIctus10AnniPct) })
          : '—';
      case 'nihssIngresso':
      case 'nihssDimissione': {
        const band = nihssBands.find((b) => b === r.gravita);
        return band ? t(`patient.nihss.bands.${band}`) : '—';
      }
      case 'mrs':
        return isMrsValue(voce.valore) ? t(`patient.mrs.grades.${voce.valore}`) : '—';
      default:
        return '—';
    }
  };
}

type Scalar = StoricoVoce['input'][string];

/**
 * How a stored score was computed: when, from which saved factors and by whom, with which version of the
 * algorithms, every input it used and every part of its result — enough to explain it and to compute it again.
 */
function SpiegazioneDialog({ voce, onClose }: { voce: StoricoVoce | null; onClose: () => void }) {
  const { t } = useTranslation('stroke');
  const titleId = useId();
  const scoreName = useScoreName();
  const fieldLabel = useFieldLabels();
  const number = useNumberFormat();
  const sessoLabel = useSessoLabel();
  const shown = (key: string, value: Scalar): string => {
    if (value === null) return '—';
    if (typeof value === 'boolean') return value ? t('patient.yes') : t('patient.no');
    if (typeof value === 'number') return number(value);
    if (key === 'sesso' && (value === 'M' || value === 'F')) return sessoLabel(value as Paziente['sesso']);
    const band = key === 'gravita' ? nihssBands.find((b) => b === value) : undefined;
    return band ? t(`patient.nihss.bands.${band}`) : value;
  };
  const rows = (record: StoricoVoce['input']) =>
    Object.entries(record).map(([key, value]) => (
      <tr key={key}>
        <th scope="row" className="fw-normal">
          {fieldLabel(key)}
        </th>
        <td>{shown(key, value)}</td>
      </tr>
    ));
  // Not `scrollable`: a body that scrolls on its own holds nothing focusable here (text and two tables), so a
  // keyboard could not scroll it (WCAG 2.1.1); the whole dialog scrolls instead, its buttons within reach.
  return (
    <Modal isOpen={voce !== null} toggle={onClose} labelledBy={titleId} fade={false} size="lg">
      <DialogHeader titleId={titleId} onClose={onClose}>
        {voce
          ? t('patient.history.explainTitle', {
              name: scoreName(voce.punteggio),
              moment: formatMomento(voce.at),
            })
          : ''}
      </DialogHeader>
      {voce ? (
        <ModalBody>
          <p className="h5">{t('patient.history.explainValue', { valore: number(voce.valore) })}</p>
          <ul>
            <li>{t('patient.history.explainAlgorithm', { version: voce.algoritmo })}</li>
            <li>
              {t('patient.history.explainSource', {
                source: t(`patient.history.sources.${voce.fonte.tipo}`),
                id: voce.fonte.id,
                version: voce.fonte.version,
              })}
            </li>
            <li>
              {t('patient.history.explainAuthor', { author: voce.autore, moment: formatMomento(voce.at) })}
            </li>
          </ul>
          {(
            [
              ['inputs', voce.input, 'table table-sm caption-top'],
              ['result', voce.risultato, 'table table-sm caption-top mb-0'],
            ] as const
          ).map(([caption, record, className]) => (
            <div key={caption} className="table-responsive">
              <table className={className}>
                <caption>{t(`patient.history.${caption}`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('patient.history.columns.voce')}</th>
                    <th scope="col">{t('patient.history.columns.valore')}</th>
                  </tr>
                </thead>
                <tbody>{rows(record)}</tbody>
              </table>
            </div>
          ))}
        </ModalBody>
      ) : null}
      <ModalFooter>
        <Button color="primary" type="button" onClick={onClose}>
          {t('patient.history.close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
