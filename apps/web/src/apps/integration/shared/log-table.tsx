import type { RouteAccess } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { formatDateTime } from '../../../lib/ui/list-params.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { ListPager } from '../../../lib/ui/pager.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { StateBadge } from '../../../lib/ui/states.tsx';
import type { IntegrationSection } from './integration-list.tsx';

const LOG_SIZE = 20;

/**
 * A log's state filter (`?stato=`) and page (`?pagina=`), in the address beside the records' own list, whose
 * paging and search it leaves alone.
 */
export function useLogAddress<S extends string>(states: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const stato = states.find((state) => state === params.get('stato'));
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '', 10) || 1);
  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return { stato, states, page, size: LOG_SIZE, setParam };
}

/** What every row of a log has: who it is about, when, its state and how many times it was tried. */
interface LogRow<S extends string> {
  id: number;
  soggetto: string;
  istante: string;
  stato: S;
  tentativi: number;
}

/**
 * The log of one record's messages or deliveries, newest first: its heading with "Chiudi il registro", the filter
 * by state, the table (what it is, the subject, when, the state, the attempts, then the screen's own columns), a
 * "send again" action on the rows that may go again, and the pager.
 */
export function LogTable<S extends string, T extends LogRow<S>>({
  section,
  name,
  focusOnOpen,
  onClose,
  address,
  result,
  badges,
  stateText,
  what,
  more,
  resend,
}: {
  section: IntegrationSection;
  /** The record's name, in the heading and the caption. */
  name: string;
  focusOnOpen: boolean;
  onClose: () => void;
  address: ReturnType<typeof useLogAddress<S>>;
  result: {
    data?: { items: T[]; page: number; size: number; total: number } | null | undefined;
    isPending: boolean;
  };
  /** The badge's tone of each state. */
  badges: Readonly<Record<S, string>>;
  stateText: (state: S) => string;
  /** The first column: what the row is. */
  what: Column<T>;
  /** The columns after the attempts. */
  more: readonly Column<T>[];
  resend: {
    route: { access: RouteAccess };
    may: (row: T) => boolean;
    label: (row: T) => string;
    text: string;
    send: (row: T) => Promise<unknown>;
  };
}) {
  const { t } = useTranslation('integration');
  const { stato, states, setParam } = address;
  return (
    <PageSection
      title={t(`${section}.log.title`, { name })}
      focusOnOpen={focusOnOpen}
      actions={
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
          {t(`${section}.log.close`)}
        </button>
      }
    >
      <div className="row">
        <SelectField
          label={t(`${section}.log.stato`)}
          value={stato ?? ''}
          onChange={(value) => setParam({ stato: value, pagina: null })}
        >
          <option value="">{t(`${section}.log.all`)}</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {stateText(state)}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable<T>
        caption={t(`${section}.log.caption`, { name })}
        rows={result.data?.items}
        loading={result.isPending}
        rowKey={(row) => row.id}
        empty={stato ? t(`${section}.log.emptyFiltered`) : t(`${section}.log.empty`)}
        columns={[
          what,
          {
            key: 'soggetto',
            header: t(`${section}.log.columns.soggetto`),
            cell: (row) => <code>{row.soggetto}</code>,
          },
          {
            key: 'istante',
            header: t(`${section}.log.columns.istante`),
            cell: (row) => formatDateTime(row.istante),
          },
          {
            key: 'stato',
            header: t(`${section}.log.columns.stato`),
            cell: (row) => (
              <StateBadge tone={badges[row.stato]} label={t(`${section}.stateLabel`)}>
                {stateText(row.stato)}
              </StateBadge>
            ),
          },
          {
            key: 'tentativi',
            header: t(`${section}.log.columns.tentativi`),
            className: 'text-end',
            cell: (row) => row.tentativi,
          },
          ...more,
        ]}
        actions={(row) =>
          resend.may(row) ? (
            <RowAction route={resend.route} label={resend.label(row)} onClick={() => void resend.send(row)}>
              {resend.text}
            </RowAction>
          ) : null
        }
      />
      <ListPager
        label={t(`${section}.log.pagerLabel`)}
        result={result.data}
        onPage={(next) => setParam({ pagina: String(next) })}
      />
    </PageSection>
  );
}
