import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../lib/ui/states.tsx';
import type { PatientRead } from './pazienti.queries.ts';

/**
 * What a part of a patient's card shows for its read: loading, the data, or in words why there is none — the
 * patient revoked the reader's consent (a caregiver's 403), the patient is unknown to the reader, or the read failed
 * (the global alert says why).
 */
export function PatientDataState<T>({
  read,
  children,
}: {
  read: UseQueryResult<PatientRead<T>>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('stroke');
  if (read.isPending) return <LoadingState />;
  const answer = read.data;
  if (!answer) return <p>{t('patient.failed')}</p>;
  if (answer.kind === 'revoked') return <ConsentRevoked />;
  if (answer.kind === 'notFound') return <p>{t('patient.notFoundText')}</p>;
  return children(answer.data);
}

/** The patient revoked the consent: their data are no longer readable (docs/adr/0023). */
export function ConsentRevoked() {
  const { t } = useTranslation('stroke');
  return (
    <div className="alert alert-warning" role="alert">
      <p className="fw-bold mb-1">{t('patient.revoked.title')}</p>
      <p className="mb-0">{t('patient.revoked.text')}</p>
    </div>
  );
}
