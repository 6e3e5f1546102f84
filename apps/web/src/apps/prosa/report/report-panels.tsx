import { Button, Icon } from 'design-react-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../../../lib/csv.ts';
import { Chart, ChartData, type ChartOption } from '../../../lib/ui/chart.tsx';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { todayInItaly } from '../campagne/campagne.labels.tsx';
import { barHeight } from './report-charts.ts';
import { csvFileName } from './report-csv.ts';
import type { CsvTable, Item } from './report-data.ts';

/** The parts of the reports' screen: a key figure, a chart with its numbers, the CSV button. */

/** One key figure of the summary, as a card. */
export function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="card shadow-sm p-3 mb-0">
      <dt className="small text-uppercase">{label}</dt>
      <dd className="mb-0">{value}</dd>
    </div>
  );
}

/**
 * A chart under its heading and, behind "Mostra i dati", the table of the same numbers: a keyboard or
 * screen-reader user reads the values instead of guessing them from a drawing.
 */
export function ChartPanel({
  title,
  note,
  option,
  summary,
  height,
  table,
}: {
  title: string;
  note?: string;
  option: ChartOption;
  /** The chart in words, for its image role. */
  summary: string;
  height?: number;
  table: ReactNode;
}) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <PageSection title={title} level={3}>
      {note ? <p className="small">{note}</p> : null}
      <Chart option={option} ariaLabel={summary} height={height} />
      <ChartData
        texts={{
          show: t('report.chart.showData'),
          hide: t('report.chart.hideData'),
          of: t('report.chart.dataOf', { title }),
        }}
      >
        {table}
      </ChartData>
    </PageSection>
  );
}

/** A column of counts, aligned to the right. */
export function countColumn<T>(key: string, header: string, cell: (row: T) => ReactNode): Column<T> {
  return { key, header, cell, className: 'text-end' };
}

/**
 * A bar chart of counts in its panel: its summary in words (its title and each item with its count) and its
 * numbers, name and count, with the chart's title as the table's caption.
 */
export function ItemsChart({
  title,
  option,
  nameHeader,
  countHeader,
  items,
}: {
  title: string;
  option: ChartOption;
  nameHeader: string;
  countHeader: string;
  items: readonly Item[];
}) {
  const { t } = useTranslation('prosaAttivita');
  const columns: Column<Item>[] = [
    { key: 'name', header: nameHeader, cell: (i) => i.name },
    countColumn('n', countHeader, (i) => i.n),
  ];
  const values = items.map((i) => t('report.chart.value', { name: i.name, n: i.n })).join(', ');
  return (
    <ChartPanel
      title={title}
      option={option}
      height={barHeight(items)}
      summary={t('report.chart.summary', { title, values })}
      table={<DataTable caption={title} columns={columns} rows={items} rowKey={(i) => i.key} empty="—" />}
    />
  );
}

export type CsvSection = 'progetti' | 'campagne' | 'richieste';

/** "Scarica CSV" of a section: the file is made when asked, from the answer on screen. */
export function CsvButton({ section, build }: { section: CsvSection; build: () => CsvTable }) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <Button
      color="primary"
      outline
      size="sm"
      type="button"
      onClick={() => {
        const { header, rows } = build();
        downloadCsv(csvFileName(section, todayInItaly()), toCsv(header, rows));
      }}
    >
      <Icon icon="it-download" size="sm" color="primary" aria-hidden="true" className="me-1" />
      {t('report.csv.download')} <span className="visually-hidden">{t(`report.csv.of.${section}`)}</span>
    </Button>
  );
}
