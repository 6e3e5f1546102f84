import type { Caregiver } from '@halo/contract/stroke/caregivers';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import type { patient } from '../pazienti/locales/it.ts';
import { formatGiorno, fullName, InvitoBadge } from '../pazienti/pazienti.labels.tsx';
import { useCaregiverPaziente } from '../pazienti/pazienti.queries.ts';

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
  const column = columnsOf<Caregiver, keyof typeof patient.caregivers.columns>((key) =>
    t(`patient.caregivers.columns.${key}`),
  );
  const columns = [
    column('nome', (c) => fullName(c)),
    column('relazione', (c) => c.relazione || '—'),
    column('contatti', (c) => [c.email, c.telefono].filter(Boolean).join(' · ')),
    column('consenso', (c) => (
      <span className={c.consenso.attivo ? 'fw-bold' : undefined}>{consent(c)}</span>
    )),
    column('invito', (c) => <InvitoBadge invito={c.invito} />),
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
