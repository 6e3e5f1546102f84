import type { RouteAccess } from '@halo/contract';
import type { Page } from '@halo/contract/admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../lib/ui/data-table.tsx';
import type { ParamChanges } from '../../../lib/ui/list-params.ts';
import { PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { NewRecordButton, RecordActions } from '../../../lib/ui/record-section.tsx';
import { RowAction } from '../../../lib/ui/row-action.tsx';
import { type IntegrationSection, StateFilterSelect, type useStateFilter } from './integration-list.tsx';
import { ActiveBadge } from './record-parts.tsx';

interface RowCall {
  route: { access: RouteAccess };
  onClick: () => void;
}

interface Listed {
  id: number;
  nome: string;
  attiva: boolean;
}

/**
 * The list of an integration screen's records: "new" in its heading, the search, the filter by state, and the
 * table paged by the server: the name, the address it talks to, the screen's own columns, the state and how the
 * record is doing (health), with each row's actions (rowActions).
 */
export function RecordList<T extends Listed>({
  section,
  list,
  result,
  filter,
  create,
  address,
  columns,
  health,
  actions,
}: {
  section: IntegrationSection;
  list: { q: string; sort?: string; get: (name: string) => string; update: (changes: ParamChanges) => void };
  result: { isPending: boolean; data?: Page<T> | null };
  filter: ReturnType<typeof useStateFilter>['filter'];
  create: RowCall;
  /** The column of the address the record talks to. */
  address: { key: string; header: string; value: (row: T) => string };
  /** The screen's own columns, between the address and the state. */
  columns: readonly Column<T>[];
  health: (row: T) => ReactNode;
  actions: (row: T) => ReactNode;
}) {
  const { t } = useTranslation('integration');
  return (
    <PageSection
      title={t(`${section}.listTitle`)}
      actions={
        <NewRecordButton route={create.route} onClick={create.onClick}>
          {t(`${section}.new`)}
        </NewRecordButton>
      }
    >
      <SearchBox label={t(`${section}.search`)} value={list.q} onChange={(q) => list.update({ q })} />
      <StateFilterSelect section={section} value={filter} list={list} />
      <PagedTable<T>
        list={list}
        result={result}
        rowKey={(row) => row.id}
        caption={t(`${section}.caption`)}
        pagerLabel={t(`${section}.pagerLabel`)}
        empty={list.q || filter ? t(`${section}.emptySearch`) : t(`${section}.empty`)}
        columns={[
          { key: 'nome', header: t(`${section}.columns.nome`), sortKey: 'nome', cell: (row) => row.nome },
          {
            key: address.key,
            header: address.header,
            cell: (row) => <code className="text-break">{address.value(row)}</code>,
          },
          ...columns,
          {
            key: 'stato',
            header: t(`${section}.columns.stato`),
            cell: (row) => <ActiveBadge section={section} active={row.attiva} />,
          },
          { key: 'salute', header: t(`${section}.columns.salute`), cell: health },
        ]}
        actions={actions}
      />
    </PageSection>
  );
}

/** A row's actions: its log and its test, what else the screen offers (children), edit and delete. */
export function IntegrationRowActions({
  section,
  name,
  edit,
  remove,
  log,
  test,
  children,
}: {
  section: IntegrationSection;
  name: string;
  edit: RowCall;
  remove: RowCall;
  log: RowCall;
  test: RowCall;
  children?: ReactNode;
}) {
  const { t } = useTranslation('integration');
  return (
    <RecordActions name={name} edit={edit} remove={remove}>
      <RowAction route={log.route} label={t(`${section}.actions.logItem`, { name })} onClick={log.onClick}>
        {t(`${section}.actions.log`)}
      </RowAction>
      <RowAction route={test.route} label={t(`${section}.actions.testItem`, { name })} onClick={test.onClick}>
        {t(`${section}.actions.test`)}
      </RowAction>
      {children}
    </RecordActions>
  );
}
