import type { Accesso } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { formatDateTime, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { PageSection } from '../../../lib/ui/page.tsx';
import { ListPager } from '../../../lib/ui/pager.tsx';
import { EmptyState } from '../../../lib/ui/states.tsx';
import { accessParts } from '../pazienti/access-parts.ts';
import { useProfiloLabels } from './profilo.labels.ts';
import { useAccessi } from './profilo.queries.ts';

const PAGE_SIZE = 10;

/** A record has no id of its own: its place in the page tells two reads of the same second apart. */
type Row = Accesso & { index: number };

/**
 * «Chi ha letto i miei dati» (docs/adr/0023): every read and change of the patient's data, newest first, a page
 * at a time; the page and the order live in the address like every list's.
 */
export function AccessLog({ pazienteId }: { pazienteId: number }) {
  const { t } = useTranslation('stroke');
  const labels = useProfiloLabels();
  const list = useListParams({ size: PAGE_SIZE, sort: '-at' });
  const accessi = useAccessi(pazienteId, { page: list.page, size: list.size, sort: list.sort });
  usePageInRange(list, accessi);
  const columns: Column<Row>[] = [
    {
      key: 'at',
      header: t('profile.accessLog.columns.at'),
      sortKey: 'at',
      className: 'text-nowrap',
      cell: (a) => formatDateTime(a.at),
    },
    { key: 'who', header: t('profile.accessLog.columns.who'), cell: (a) => a.chi },
    {
      key: 'role',
      header: t('profile.accessLog.columns.role'),
      // The roles' words are those of a sentence («sei medico, caregiver»); a cell starts with a capital.
      cell: (a) => <span className="text-capitalize">{labels.role(a.ruolo)}</span>,
    },
    {
      key: 'action',
      header: t('profile.accessLog.columns.action'),
      cell: (a) => t(`profile.accessLog.actions.${a.azione}`),
    },
    { key: 'what', header: t('profile.accessLog.columns.what'), cell: (a) => accessParts(t, a.cosa) },
  ];
  return (
    <PageSection title={t('profile.accessLog.title')}>
      <p>{t('profile.accessLog.intro')}</p>
      {accessi.data === null ? (
        <EmptyState>{t('profile.accessLog.unavailable')}</EmptyState>
      ) : (
        <>
          <DataTable<Row>
            caption={t('profile.accessLog.caption')}
            rows={accessi.data?.items.map((a, index) => ({ ...a, index }))}
            loading={accessi.isPending}
            rowKey={(a) => a.index}
            sort={list.sort}
            onSort={(sort) => list.update({ sort })}
            empty={t('profile.accessLog.empty')}
            columns={columns}
          />
          <ListPager
            label={t('profile.accessLog.pager')}
            result={accessi.data}
            onPage={(page) => list.update({ page })}
          />
        </>
      )}
    </PageSection>
  );
}
