import type { Page } from '@halo/contract';
import type { Accesso } from '@halo/contract/stroke/accessi';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { ListPager } from '../../../lib/ui/pager.tsx';
import type { patient } from '../pazienti/locales/it.ts';
import { formatMomento } from '../pazienti/pazienti.labels.tsx';
import { type AccessiQuery, useAccessi } from '../pazienti/pazienti.queries.ts';
import { accessParts } from './access-parts.ts';

const PAGE_SIZE = 20;

type Riga = Accesso & { riga: number };

/**
 * A page of who read or changed a patient's data, and when, as a table with its pager. An access has no id (two
 * reads in the same second are alike): its place in the page names its row.
 */
export function AccessiTable({
  caption,
  result,
  sort,
  onSort,
  onPage,
  empty,
  when,
  role,
}: {
  caption: string;
  result: { isPending: boolean; data?: Page<Accesso> | null };
  sort: string | undefined;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
  empty: string;
  /** A moment as the screen writes it. */
  when: (iso: string) => string;
  /** A role as the screen names it. */
  role: (ruolo: string) => ReactNode;
}) {
  const { t } = useTranslation('stroke');
  const column = columnsOf<Riga, keyof typeof patient.accesses.columns>((key) =>
    t(`patient.accesses.columns.${key}`),
  );
  const columns = [
    column('at', (a) => when(a.at), { sortKey: 'at', className: 'text-nowrap' }),
    column('chi', (a) => a.chi),
    column('ruolo', (a) => role(a.ruolo)),
    column('azione', (a) => t(`patient.accesses.azioni.${a.azione}`)),
    column('cosa', (a) => accessParts(t, a.cosa)),
  ];
  return (
    <>
      <DataTable<Riga>
        caption={caption}
        rows={result.data?.items.map((accesso, riga) => ({ ...accesso, riga }))}
        loading={result.isPending}
        rowKey={(a) => a.riga}
        sort={sort}
        onSort={onSort}
        empty={empty}
        columns={columns}
      />
      <ListPager label={t('patient.accesses.pagerLabel')} result={result.data} onPage={onPage} />
    </>
  );
}

/**
 * Who read or changed the patient's data, and when (`GET /api/stroke/paziente/{id}/accessi`), newest first by
 * default; paged by the server. Its page stays with the card, not in the address (the card has one list of its own).
 */
export function AccessiPaziente({ pazienteId }: { pazienteId: number }) {
  const { t } = useTranslation('stroke');
  const [query, setQuery] = useState<AccessiQuery>({ page: 1, size: PAGE_SIZE, sort: '-at' });
  const accessi = useAccessi(pazienteId, query);
  return (
    <PageSection title={t('patient.accesses.title')}>
      <p className="small">{t('patient.accesses.lead')}</p>
      <AccessiTable
        caption={t('patient.accesses.title')}
        result={accessi}
        sort={query.sort}
        onSort={(sort) => setQuery({ ...query, page: 1, sort: sort === 'at' ? 'at' : '-at' })}
        onPage={(page) => setQuery({ ...query, page })}
        empty={t('patient.accesses.empty')}
        when={formatMomento}
        role={(ruolo) => roleLabel(t, ruolo)}
      />
    </PageSection>
  );
}

const ROLES = ['admin', 'medico', 'paziente', 'caregiver'] as const;

/** The reader's role in words; one the screens do not know as the server wrote it. */
function roleLabel(t: ReturnType<typeof useTranslation<'stroke'>>['t'], ruolo: string): string {
  const known = ROLES.find((r) => r === ruolo);
  return known ? t(`patient.accesses.ruoli.${known}`) : ruolo;
}
