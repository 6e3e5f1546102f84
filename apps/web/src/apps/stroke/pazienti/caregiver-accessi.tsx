import type { Accesso, Caregiver } from '@halo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { ListPager } from '../../../lib/ui/pager.tsx';
import { accessParts } from './access-parts.ts';
import { formatGiorno, formatMomento, fullName, InvitoBadge } from './pazienti.labels.tsx';
import { type AccessiQuery, useAccessi, useCaregiverPaziente } from './pazienti.queries.ts';

/**
 * The people who care for the patient (`GET /api/stroke/paziente/{id}/caregiver`): who they are for the patient,
 * whether the consent the patient gave them is active or was revoked, and when, and where their invitation stands.
 * For the doctor, the admin and the patient's own profile; a caregiver does not read the others.
 */
export function CaregiverPaziente({ pazienteId }: { pazienteId: number }) {
  const { t } = useTranslation('stroke');
  const caregiver = useCaregiverPaziente(pazienteId);
  const consent = ({ consenso }: Caregiver) =>
    consenso.attivo
      ? t('patient.caregivers.active', { date: formatGiorno(consenso.datoIl) })
      : t('patient.caregivers.revoked', {
          date: formatGiorno(consenso.revocatoIl),
          given: formatGiorno(consenso.datoIl),
        });
  const columns: Column<Caregiver>[] = [
    { key: 'nome', header: t('patient.caregivers.columns.nome'), cell: (c) => fullName(c) },
    { key: 'relazione', header: t('patient.caregivers.columns.relazione'), cell: (c) => c.relazione || '—' },
    {
      key: 'contatti',
      header: t('patient.caregivers.columns.contatti'),
      cell: (c) => [c.email, c.telefono].filter(Boolean).join(' · '),
    },
    {
      key: 'consenso',
      header: t('patient.caregivers.columns.consenso'),
      cell: (c) => <span className={c.consenso.attivo ? 'fw-bold' : undefined}>{consent(c)}</span>,
    },
    {
      key: 'invito',
      header: t('patient.caregivers.columns.invito'),
      cell: (c) => <InvitoBadge invito={c.invito} />,
    },
  ];
  return (
    <PageSection title={t('patient.caregivers.title')}>
      <p className="small">{t('patient.caregivers.lead')}</p>
      <DataTable<Caregiver>
        caption={t('patient.caregivers.title')}
        rows={caregiver.data}
        loading={caregiver.isPending}
        rowKey={(c) => c.id}
        empty={t('patient.caregivers.empty')}
        columns={columns}
      />
    </PageSection>
  );
}

const PAGE_SIZE = 20;

type Riga = Accesso & { riga: number };

/**
 * Who read or changed the patient's data, and when (`GET /api/stroke/paziente/{id}/accessi`), newest first by
 * default; paged by the server. Its page stays with the card, not in the address (the card has one list of its own).
 */
export function AccessiPaziente({ pazienteId }: { pazienteId: number }) {
  const { t } = useTranslation('stroke');
  const [query, setQuery] = useState<AccessiQuery>({ page: 1, size: PAGE_SIZE, sort: '-at' });
  const accessi = useAccessi(pazienteId, query);
  // An access has no id (two reads in the same second are alike): its place in the page names its row.
  const rows = accessi.data?.items.map((accesso, index) => ({ ...accesso, riga: index }));
  const columns: Column<Riga>[] = [
    { key: 'at', header: t('patient.accesses.columns.at'), sortKey: 'at', cell: (a) => formatMomento(a.at) },
    { key: 'chi', header: t('patient.accesses.columns.chi'), cell: (a) => a.chi },
    { key: 'ruolo', header: t('patient.accesses.columns.ruolo'), cell: (a) => roleLabel(t, a.ruolo) },
    {
      key: 'azione',
      header: t('patient.accesses.columns.azione'),
      cell: (a) => t(`patient.accesses.azioni.${a.azione}`),
    },
    { key: 'cosa', header: t('patient.accesses.columns.cosa'), cell: (a) => accessParts(t, a.cosa) },
  ];
  return (
    <PageSection title={t('patient.accesses.title')}>
      <p className="small">{t('patient.accesses.lead')}</p>
      <DataTable<Riga>
        caption={t('patient.accesses.title')}
        rows={rows}
        loading={accessi.isPending}
        rowKey={(a) => a.riga}
        sort={query.sort}
        onSort={(sort) => setQuery({ ...query, page: 1, sort: sort === 'at' ? 'at' : '-at' })}
        empty={t('patient.accesses.empty')}
        columns={columns}
      />
      <ListPager
        label={t('patient.accesses.pagerLabel')}
        result={accessi.data}
        onPage={(page) => setQuery({ ...query, page })}
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
