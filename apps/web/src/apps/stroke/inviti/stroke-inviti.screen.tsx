import type { Medico } from '@halo/contract/stroke/medici';
import { useTranslation } from 'react-i18next';
import { positiveId, useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { useMedici } from '../medici/medici.queries.ts';
import { fullName } from '../pazienti/pazienti.labels.tsx';
import { useInvitiMedico, useProfiloStroke } from './inviti.queries.ts';
import { InvitiTable } from './inviti-table.tsx';

/**
 * Inviti (admin and medico, issue 16, docs/adr/0023): a doctor's invitations — the one they received and those they
 * sent to their patients — with their state and dates, and the way to send again those that may be. A doctor sees
 * their own (their id comes from their stroke profile); the admin chooses the doctor, kept in the address
 * (`?medico=<id>`) so the choice survives a reload and can be shared.
 */
export function StrokeInviti() {
  const { session } = useAuth();
  return session.isAdmin ? <AdminInviti /> : <MedicoInviti />;
}

function MedicoInviti() {
  const { t } = useTranslation('stroke');
  const profilo = useProfiloStroke();
  const medico = profilo.data?.medico ?? null;
  let body = <LoadingState />;
  if (profilo.isError) body = <p>{t('invitations.profileFailed')}</p>;
  else if (!profilo.isPending && !medico) body = <p>{t('invitations.noProfile')}</p>;
  else if (medico) body = <Inviti medicoId={medico.id} title={t('invitations.mine')} />;
  return (
    <Page title={t('invitations.title')} lead={t('invitations.leadDoctor')}>
      {body}
    </Page>
  );
}

function AdminInviti() {
  const { t } = useTranslation('stroke');
  const list = useListParams();
  const medicoId = positiveId(list.get('medico')) ?? null;
  const medici = useMedici();
  const chosen = medici.data?.find((m) => m.id === medicoId) ?? null;

  let body = null;
  if (medici.isPending) body = <LoadingState />;
  else if (!medici.data) body = <p>{t('invitations.doctorsFailed')}</p>;
  else if (medici.data.length === 0) body = <p>{t('invitations.noDoctors')}</p>;
  else if (medicoId === null) body = <p>{t('invitations.pickFirst')}</p>;
  else if (!chosen) body = <p>{t('invitations.doctorNotFound')}</p>;
  else body = <Inviti medicoId={chosen.id} title={t('invitations.ofDoctor', { name: fullName(chosen) })} />;

  return (
    <Page title={t('invitations.title')} lead={t('invitations.leadAdmin')}>
      {medici.data && medici.data.length > 0 ? (
        <DoctorSelect
          medici={medici.data}
          value={chosen ? String(chosen.id) : ''}
          onChange={(value) => list.update({ medico: value })}
        />
      ) : null}
      {body}
    </Page>
  );
}

function DoctorSelect({
  medici,
  value,
  onChange,
}: {
  medici: readonly Medico[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('stroke');
  const sorted = [...medici].sort(
    (a, b) => a.cognome.localeCompare(b.cognome, 'it') || a.nome.localeCompare(b.nome, 'it'),
  );
  return (
    <SelectField className="ui-search" label={t('invitations.doctor')} value={value} onChange={onChange}>
      <option value="">{t('invitations.chooseDoctor')}</option>
      {sorted.map((m) => (
        <option key={m.id} value={m.id}>
          {m.specializzazione ? `${fullName(m)} (${m.specializzazione})` : fullName(m)}
        </option>
      ))}
    </SelectField>
  );
}

/** One doctor's invitations under a heading naming whose they are. */
function Inviti({ medicoId, title }: { medicoId: number; title: string }) {
  const { t } = useTranslation('stroke');
  const inviti = useInvitiMedico(medicoId);
  return (
    <PageSection title={title}>
      {inviti.isError ? (
        <p>{t('invitations.failed')}</p>
      ) : inviti.data === null ? (
        <p>{t('invitations.doctorNotFound')}</p>
      ) : (
        <InvitiTable key={medicoId} inviti={inviti.data} loading={inviti.isPending} caption={title} />
      )}
    </PageSection>
  );
}
