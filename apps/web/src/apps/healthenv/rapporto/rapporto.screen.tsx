import { Button, Icon } from 'design-react-kit';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../../../lib/csv.ts';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { Check } from '../../../lib/ui/form-fields.tsx';
import { useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { pageOf } from '../../../lib/ui/page-of.ts';
import { Pager } from '../../../lib/ui/pager.tsx';
import { SearchFilters } from '../../../lib/ui/search-screen.tsx';
import { EmptyState, LoadingState } from '../../../lib/ui/states.tsx';
import {
  currentYear,
  FIRST_YEAR,
  isCurrentNorm,
  isOver,
  useAnalisiFormat,
  useHealthenvCrumb,
  yearParam,
  yearsBetween,
} from '../postazione/analisi.labels.ts';
import { plainChoices, yearChoices } from '../postazione/filter-fields.tsx';
import {
  type RigaSuperamento,
  SuperamentiTable,
  type SuperamentoColumn,
  useSuperamentoColumns,
} from '../postazione/superamenti-table.tsx';
import { type RapportoRead, useRapporto } from './rapporto.queries.ts';
import { rapportoFileName } from './rapporto-csv.ts';
import { type SortValue, sortRows } from './rapporto-rows.ts';

type Rapporto = Extract<RapportoRead, { kind: 'found' }>['data'];

const FILTER_CLASS = 'col-12 col-md-6 col-lg-3 mb-3';
/** Rows on a page of the report (a year has a few hundred). */
export const RAPPORTO_PAGE_SIZE = 25;

/**
 * Rapporto annuale (issue 17, `GET /api/healthenv/rapporto?anno=`): every station's exceedances of the year in one
 * table, filtered by region, province and pollutant or to the rows over the allowed count only, sorted by a column,
 * a page at a time; the rows over the allowed count are counted above the table and highlighted in it (a sign and
 * the words, not the colour alone), the 2030 values on request, and «Scarica CSV» with every row the filters keep
 * (all pages) in the order and columns on screen. Without a year in the address the last complete year with data
 * is shown: the previous year, else the one before, down to the first year of the data. The choices live in the
 * address (`?anno=2022&regione=Puglia&superamenti=1&sort=-superamenti&page=2`).
 */
export function HealthenvRapporto() {
  const { t } = useTranslation('healthenv');
  const home = useHealthenvCrumb();
  const params = useListParams();
  const chosen = yearParam(params.get('anno'));
  const [probe, setProbe] = useState(() => Math.max(FIRST_YEAR, currentYear() - 1));
  const anno = chosen ?? probe;
  const rapporto = useRapporto(anno);
  const answer = rapporto.data;
  const found = answer?.kind === 'found' ? answer.data : null;
  const searching = chosen === undefined && found !== null && found.length === 0 && probe > FIRST_YEAR;

  // No year chosen and nothing in this one: look in the year before (the current year is never complete).
  useEffect(() => {
    if (searching) setProbe(anno - 1);
  }, [searching, anno]);

  const years = yearsBetween(FIRST_YEAR, currentYear());
  const yearError =
    answer?.kind === 'invalid'
      ? (answer.details.find((d) => /(^|\.)anno$/.test(d.path))?.message ?? answer.message)
      : null;

  return (
    <Page
      title={t('rapporto.title')}
      lead={t('rapporto.lead')}
      breadcrumbs={[home, { label: t('rapporto.title') }]}
    >
      <SearchFilters label={t('rapporto.filters')} className="row">
        <ChoiceSelect
          className={FILTER_CLASS}
          label={t('rapporto.anno')}
          value={String(anno)}
          onChange={(value) => params.update({ anno: value })}
          choices={yearChoices(years, anno)}
          error={yearError}
        />
        {found && found.length > 0 ? <Filters rapporto={found} /> : null}
      </SearchFilters>
      {rapporto.isPending || searching ? (
        <>
          {searching ? <p role="status">{t('rapporto.searching', { anno })}</p> : null}
          <LoadingState />
        </>
      ) : answer === null || answer === undefined ? (
        <EmptyState>{t('rapporto.failed')}</EmptyState>
      ) : answer.kind === 'invalid' ? null : found && found.length === 0 ? (
        <EmptyState>{t('rapporto.empty', { anno })}</EmptyState>
      ) : found ? (
        <>
          {chosen === undefined && anno < currentYear() - 1 ? (
            <p className="small">{t('rapporto.fellBack', { anno })}</p>
          ) : null}
          <RapportoTable rapporto={found} anno={anno} />
        </>
      ) : null}
    </Page>
  );
}

/** The filters' values, from the address; a value the answer does not hold filters nothing. */
function useFilters() {
  const params = useListParams();
  return {
    params,
    regione: params.get('regione'),
    provincia: params.get('provincia'),
    inquinante: params.get('inquinante'),
    valori2030: params.get('valori2030') === '1',
    soloSuperamenti: params.get('superamenti') === '1',
  };
}

function Filters({ rapporto }: { rapporto: Rapporto }) {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const { params, regione, provincia, inquinante, valori2030, soloSuperamenti } = useFilters();
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  const regioni = sorted(rapporto.map((s) => s.regione));
  const province = sorted(rapporto.filter((s) => !regione || s.regione === regione).map((s) => s.provincia));
  const inquinanti = sorted(rapporto.flatMap((s) => s.righe.map((r) => r.inquinante)));
  return (
    <>
      <ChoiceSelect
        className={FILTER_CLASS}
        label={t('rapporto.regione')}
        value={regione}
        onChange={(value) => params.update({ regione: value, provincia: null })}
        emptyOption={t('rapporto.tutteRegioni')}
        choices={plainChoices(regioni)}
      />
      <ChoiceSelect
        className={FILTER_CLASS}
        label={t('rapporto.provincia')}
        value={provincia}
        onChange={(value) => params.update({ provincia: value })}
        emptyOption={t('rapporto.tutteProvince')}
        choices={plainChoices(province)}
      />
      <ChoiceSelect
        className={FILTER_CLASS}
        label={t('rapporto.inquinante')}
        value={inquinante}
        onChange={(value) => params.update({ inquinante: value })}
        emptyOption={t('rapporto.tuttiInquinanti')}
        choices={inquinanti.map((p) => ({ value: p, label: format.inquinante(p) }))}
      />
      <div className="col-12 mb-3">
        <Check
          className="form-check"
          label={t('rapporto.soloSuperamenti')}
          checked={soloSuperamenti}
          onChange={(checked) => params.update({ superamenti: checked ? '1' : null })}
        />
        <Check
          className="form-check"
          label={t('rapporto.show2030')}
          checked={valori2030}
          onChange={(checked) => params.update({ valori2030: checked ? '1' : null })}
        />
      </div>
    </>
  );
}

/** The columns the report sorts by, and what each sorts on: the text shown, or the number behind it. */
function useSortValues(
  columns: readonly SuperamentoColumn[],
): Record<string, (row: RigaSuperamento) => SortValue> {
  const text = (key: string) => {
    const column = columns.find((c) => c.key === key);
    return (row: RigaSuperamento): SortValue => {
      const value = column?.text(row) ?? null;
      return value === null ? null : String(value);
    };
  };
  return {
    postazione: text('postazione'),
    provincia: text('provincia'),
    inquinante: text('inquinante'),
    indicatore: text('indicatore'),
    soglia: ({ riga }) => riga.soglia,
    // An annual mean has no count of exceedances to speak of (the table says so): it goes with the rows without.
    superamenti: ({ riga }) => (riga.indicatore === 'media annuale' ? null : riga.superamenti),
    media: ({ riga }) => riga.media,
    massimo: ({ riga }) => riga.massimo,
    copertura: ({ riga }) => riga.copertura,
    // Over the limit, then within it; the rows that cannot be computed last.
    esito: ({ riga }) => (riga.superamenti === null ? null : isOver(riga) ? 1 : 0),
  };
}

/**
 * The rows the filters keep, station by station in the server's order (region, then name) unless sorted by a
 * column, a page at a time, with the count of the rows over the allowed count above them.
 */
function RapportoTable({ rapporto, anno }: { rapporto: Rapporto; anno: number }) {
  const { t } = useTranslation('healthenv');
  const format = useAnalisiFormat();
  const { params, regione, provincia, inquinante, valori2030, soloSuperamenti } = useFilters();
  const columns = useSuperamentoColumns(true);
  const sortValues = useSortValues(columns);
  const kept = useMemo(
    () =>
      rapporto
        .filter((s) => (!regione || s.regione === regione) && (!provincia || s.provincia === provincia))
        .flatMap((s) =>
          s.righe
            .filter((r) => (valori2030 || isCurrentNorm(r)) && (!inquinante || r.inquinante === inquinante))
            .map(
              (riga): RigaSuperamento => ({
                key: `${s.postazioneId}-${riga.limite}`,
                riga,
                postazione: {
                  id: s.postazioneId,
                  codice: s.codice,
                  nomeCompleto: s.nomeCompleto,
                  provincia: s.provincia,
                  regione: s.regione,
                },
              }),
            ),
        ),
    [rapporto, regione, provincia, inquinante, valori2030],
  );
  const overRows = kept.filter((r) => isOver(r.riga));
  const overStations = new Set(overRows.map((r) => r.postazione?.id)).size;
  const rows = sortRows(soloSuperamenti ? overRows : kept, params.sort, sortValues, format.locale);
  const { page, rows: shown } = pageOf(rows, params.page, RAPPORTO_PAGE_SIZE);
  const stations = new Set(rows.map((r) => r.postazione?.id)).size;
  const caption = t('rapporto.caption', { anno });
  const download = () =>
    downloadCsv(
      rapportoFileName(anno),
      toCsv(
        columns.map((c) => c.header),
        rows.map((row) => columns.map((c) => c.text(row))),
      ),
    );
  return (
    <PageSection
      title={caption}
      actions={
        rows.length > 0 ? (
          <Button color="primary" outline size="sm" type="button" onClick={download}>
            <Icon icon="it-download" size="sm" color="primary" aria-hidden="true" className="me-1" />
            {t('rapporto.csv')} <span className="visually-hidden">{t('rapporto.csvOf', { anno })}</span>
          </Button>
        ) : null
      }
    >
      {kept.length > 0 ? (
        <div
          className={`d-flex flex-wrap align-items-center gap-3 p-3 mb-3 rounded ${overRows.length > 0 ? 'bg-danger-subtle' : 'bg-success-subtle'}`}
        >
          <Icon
            icon={overRows.length > 0 ? 'it-warning-circle' : 'it-check-circle'}
            color={overRows.length > 0 ? 'danger' : 'success'}
            aria-hidden="true"
          />
          <p className="mb-0 fw-bold">
            {overRows.length > 0
              ? t('rapporto.overSummary', {
                  count: overRows.length,
                  stations: t('rapporto.stations', { count: overStations }),
                })
              : t('rapporto.noneOver')}
          </p>
          {overRows.length > 0 ? (
            <Button
              color="primary"
              outline
              size="sm"
              type="button"
              onClick={() => params.update({ superamenti: soloSuperamenti ? null : '1' })}
            >
              {soloSuperamenti ? t('rapporto.showAll') : t('rapporto.showOver')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState>{t('rapporto.emptyFilter')}</EmptyState>
      ) : (
        <>
          <p role="status">
            {t('rapporto.found', {
              count: rows.length,
              stations,
              over: rows.filter((r) => isOver(r.riga)).length,
            })}
          </p>
          <SuperamentiTable
            caption={caption}
            columns={columns}
            rows={shown}
            sortable={Object.keys(sortValues)}
            sort={params.sort}
            onSort={(sort) => params.update({ sort })}
          />
          <Pager
            label={t('rapporto.pager')}
            page={page}
            size={RAPPORTO_PAGE_SIZE}
            total={rows.length}
            onPage={(p) => params.update({ page: p })}
          />
        </>
      )}
    </PageSection>
  );
}
