import { type InvitoStato, type StrokeRole, strokeRoles } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { longDay } from '../../../lib/locale.ts';

const ROLES: readonly string[] = Object.values(strokeRoles);

function isRole(code: string): code is StrokeRole {
  return ROLES.includes(code);
}

/** The people, roles and states of the stroke screens in the user's language; days in full, in Italy's time. */
export function useProfiloLabels() {
  const { t, i18n } = useTranslation('stroke');
  const role = (code: string) => (isRole(code) ? t(`home.roles.${code}`) : code);
  return {
    /** A role of the service («medico»); a role the SPA does not know shows as the server wrote it. */
    role,
    /** Several roles in a sentence's list: «medico, caregiver». */
    roles: (codes: readonly string[]) => codes.map(role).join(', '),
    /** A day (AAAA-MM-GG) in full: «4 marzo 1950». */
    day: (day: string) => longDay(day, i18n.language),
    age: (eta: number) => t('profile.data.years', { count: eta }),
    sex: (sesso: 'M' | 'F') => t(`profile.data.sexes.${sesso}`),
    invitationState: (stato: InvitoStato) => t(`profile.caregivers.invitation.states.${stato}`),
  };
}
