import type { Superamento } from '@halo/contract/healthenv/postazione';
import { Icon } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { countsHours, healthenvPaths, isCurrentNorm, isOver, useAnalisiFormat } from './analisi.labels.ts';

/**
 * The exceedance rows of a year (`superamenti`), as the station's page and the annual report show them: one row
 * per pollutant and indicator, the threshold, the exceedances against those allowed, the mean, the maximum, the
 * coverage, the norm and the outcome in words. A row over the allowed count is highlighted and says so; a row whose
 * coverage is short, or that cannot be computed (an hourly limit on daily means), says that too. The CSV of the
 * report is made from the same columns (`text`), so the file is the table on screen.
 */

/** The station of a row of the annual report. */
export interface StazioneRiga {
  id: number;
  codice: string;
  nomeCompleto: string;
  provincia: string;
  regione: string;
}

export interface RigaSuperamento {
  key: string;
  riga: Superamento;
  postazione?: StazioneRiga;
}

/** A plain value for the CSV: a number stays a number (written with the decimal comma), anything else text. */
export type CellText = string | number | null;

export interface SuperamentoColumn extends Column<RigaSuperamento> {
  text: (row: RigaSuperamento) => CellText;
}

/** The columns of the table, with the station's two first when the rows are of many stations. */
export function useSuperamentoColumns(withStation: boolean): SuperamentoColumn[] {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const periodi = (row: Superamento, count: number) =>
    t(countsHours(row) ? 'postazione.table.hours' : 'postazione.table.days', { count });
  const superamenti = (row: Superamento): string => {
    if (row.superamenti === null) return t('postazione.table.notComputable');
    if (row.indicatore === 'media annuale') return t('postazione.table.notApplicable');
    return row.consentiti === null
      ? t('postazione.table.countNoneAllowed', { periodi: periodi(row, row.superamenti) })
      : t('postazione.table.count', { periodi: periodi(row, row.superamenti), consentiti: row.consentiti });
  };
  const norma = (row: Superamento) =>
    [
      t(`common.tipoLimite.${row.tipo}`),
      t(`common.norma.${row.norma}`),
      row.daVerificare ? t('postazione.table.toVerify') : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const esito = (row: Superamento): string[] => {
    const words: string[] = [
      row.superamenti === null
        ? t('postazione.table.notComputable')
        : isOver(row)
          ? t(row.tipo === 'valore obiettivo' ? 'postazione.table.overTarget' : 'postazione.table.over')
          : t('postazione.table.within'),
    ];
    // A row that cannot be computed has no coverage to speak of.
    if (!row.valido && row.superamenti !== null) words.push(t('postazione.table.insufficient'));
    return words;
  };
  const column = (key: string) => t(`postazione.table.columns.${key}` as 'postazione.table.columns.soglia');
  /** A column whose cell is its text. */
  const plain = (key: string, text: (row: RigaSuperamento) => string | null): SuperamentoColumn => ({
    key,
    header: column(key),
    cell: text,
    text,
  });
  /** A column of a number, aligned to the right: written in the reader's language, a number in the CSV. */
  const numeric = (key: string, value: (riga: Superamento) => number | null): SuperamentoColumn => ({
    key,
    header: column(key),
    className: 'text-end',
    cell: ({ riga }) => format.number(value(riga)),
    text: ({ riga }) => value(riga),
  });

  const columns: SuperamentoColumn[] = [];
  if (withStation) {
    columns.push(
      {
        key: 'postazione',
        header: column('postazione'),
        // A row over the allowed count starts with a warning sign, seen before scrolling to its outcome in words.
        cell: ({ postazione: p, riga }) =>
          p ? (
            <>
              {isOver(riga) ? (
                <Icon icon="it-warning-circle" size="sm" color="danger" aria-hidden="true" className="me-1" />
              ) : null}
              <Link to={healthenvPaths.postazione(p.id)}>{p.nomeCompleto}</Link>
              <span className="d-block small">{p.codice}</span>
            </>
          ) : null,
        text: ({ postazione: p }) => (p ? `${p.nomeCompleto} (${p.codice})` : null),
      },
      plain('provincia', ({ postazione: p }) => (p ? `${p.provincia} (${p.regione})` : null)),
    );
  }
  columns.push(
    plain('inquinante', ({ riga }) => format.inquinante(riga.inquinante)),
    plain('indicatore', ({ riga }) => t(`common.indicatore.${riga.indicatore}`)),
    numeric('soglia', (riga) => riga.soglia),
    plain('unita', ({ riga }) => riga.unita),
    {
      key: 'superamenti',
      header: column('superamenti'),
      cell: ({ riga }) => (isOver(riga) ? <strong>{superamenti(riga)}</strong> : superamenti(riga)),
      text: ({ riga }) => superamenti(riga),
    },
    numeric('media', (riga) => riga.media),
    numeric('massimo', (riga) => riga.massimo),
    { ...plain('copertura', ({ riga }) => format.percent(riga.copertura)), className: 'text-end' },
    plain('norma', ({ riga }) => norma(riga)),
    {
      key: 'esito',
      header: column('esito'),
      cell: ({ riga }) => {
        const [outcome, coverage] = esito(riga);
        return (
          <>
            <span
              className={`badge ${isOver(riga) ? 'bg-danger' : riga.superamenti === null ? 'bg-secondary' : 'bg-success'}`}
            >
              {outcome}
            </span>
            {coverage ? <span className="badge bg-warning text-dark ms-1">{coverage}</span> : null}
          </>
        );
      },
      text: ({ riga }) => esito(riga).join(' · '),
    },
  );
  return columns;
}

/**
 * The rows as a table (DataTable); a row over the allowed count has the danger background and says "Oltre il
 * limite" in its outcome (never colour alone). With `onSort` the columns in `sortable` have sort buttons.
 */
export function SuperamentiTable({
  caption,
  columns,
  rows,
  sortable,
  sort,
  onSort,
}: {
  caption: string;
  columns: readonly SuperamentoColumn[];
  rows: readonly RigaSuperamento[];
  sortable?: readonly string[];
  sort?: string;
  onSort?: (sort: string) => void;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns.map((c) => (sortable?.includes(c.key) ? { ...c, sortKey: c.key } : c))}
      rows={rows}
      rowKey={(row) => row.key}
      rowClassName={(row) => (isOver(row.riga) ? 'table-danger' : undefined)}
      sort={sort}
      onSort={onSort}
      empty=""
    />
  );
}

/**
 * The year in a few lines, for the limits in force: "PM10: 84 giorni oltre 50 µg/m³ su 35 consentiti", an
 * annual mean against its limit; a line over what is allowed is highlighted, with an icon and the words.
 */
export function SuperamentiCounters({ rows }: { rows: readonly Superamento[] }) {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const current = rows.filter(isCurrentNorm);
  if (current.length === 0) return <p>{t('postazione.exceedances.noCounters')}</p>;
  const line = (row: Superamento): string => {
    const inquinante = format.inquinante(row.inquinante);
    const soglia = format.value(row.soglia, row.unita);
    if (row.superamenti === null) {
      return t('postazione.exceedances.counterNotComputable', {
        inquinante,
        indicatore: t(`common.indicatore.${row.indicatore}`).toLocaleLowerCase(format.locale),
      });
    }
    if (row.indicatore === 'media annuale') {
      return t('postazione.exceedances.counterAnnual', {
        inquinante,
        media: format.value(row.media, row.unita),
        tipo: t(`common.tipoLimite.${row.tipo}`).toLocaleLowerCase(format.locale),
        soglia,
      });
    }
    const periodi = t(countsHours(row) ? 'postazione.table.hours' : 'postazione.table.days', {
      count: row.superamenti,
    });
    return row.consentiti === null
      ? t('postazione.exceedances.counterNoneAllowed', { inquinante, periodi, soglia })
      : t('postazione.exceedances.counter', { inquinante, periodi, soglia, consentiti: row.consentiti });
  };
  return (
    <ul className="list-unstyled mb-4" aria-label={t('postazione.exceedances.counters')}>
      {current.map((row) => {
        const over = isOver(row);
        return (
          <li
            key={row.limite}
            className={`d-flex align-items-start gap-2 mb-2 p-2 rounded${over ? ' bg-danger-subtle fw-bold' : ''}`}
          >
            <Icon
              icon={
                over ? 'it-warning-circle' : row.superamenti === null ? 'it-minus-circle' : 'it-check-circle'
              }
              size="sm"
              color={over ? 'danger' : row.superamenti === null ? 'secondary' : 'success'}
              aria-hidden="true"
            />
            <span>
              {line(row)}
              {row.superamenti === null ? null : (
                <span className={over ? ' text-danger' : ''}>
                  {' — '}
                  {over ? t('postazione.exceedances.over') : t('postazione.exceedances.within')}
                </span>
              )}
              {row.valido || row.superamenti === null ? null : (
                <span className="badge bg-warning text-dark ms-2 fw-normal">
                  {t('postazione.table.insufficient')}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
