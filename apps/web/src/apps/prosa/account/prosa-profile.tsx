import { deriveRole, type ProsaFeatures, prosaFeatures } from '@halo/contract';
import { PROSA_APPLICATION, prosaMessages, prosaRoles } from '@halo/contract/prosa';
import { Button } from 'design-react-kit';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shell/auth/auth-context.tsx';
import { accessTokenClaims } from '../../../shell/auth/jwt-claims.ts';
import { hasProfile, isProsaAdmin, type ProsaProfile, useProfileQuery } from './prosa-account.queries.ts';

/**
 * The signed-in user's Pro.Sa. profile (SPEC.md §3 "Prevention-app user profile", §6), read once when the portal
 * opens and shared by its screens: the role's byid call with the user's id (the token's `sub`); admin-prosa and
 * superadmin have none and every feature. The screens only hide what the server refuses anyway.
 */

/** SPEC.md §8's message when the profile cannot be read: Italian, as the specification writes it. */
export const USER_INIT_ERROR = prosaMessages.userInitError;

export interface ProsaProfileState {
  /** The user's role in Pro.Sa. (null: signed out, or no role there). */
  role: string | null;
  /** The profile of an operatore, responsabile, ente or cittadino; null for the others and until it arrives. */
  profile: ProsaProfile | null;
  /** The four features (SPEC.md §6): all off until known. */
  features: ProsaFeatures;
  loading: boolean;
  /** The profile could not be read. */
  failed: boolean;
  reload: () => void;
}

const ProsaProfileContext = createContext<ProsaProfileState | null>(null);

/** The role in Pro.Sa. from the token, whatever application the session chose (the public home is open to all). */
function useProsaRole(): { role: string | null; subject: string | null } {
  const { session } = useAuth();
  if (!session.logged) return { role: null, subject: null };
  const fromToken = session.bearerToken
    ? deriveRole(accessTokenClaims(session.bearerToken), PROSA_APPLICATION).role
    : null;
  const role = fromToken ?? (session.appClientId === PROSA_APPLICATION ? session.role : null);
  return { role, subject: session.userID };
}

export function ProsaProfileProvider({ children }: { children: ReactNode }) {
  const { role, subject } = useProsaRole();
  const query = useProfileQuery(role, subject);
  const needed = hasProfile(role) && Boolean(subject);
  const { data, isPending, isError, refetch } = query;
  const value = useMemo<ProsaProfileState>(() => {
    const profile = needed && data ? data : null;
    let features = prosaFeatures(null);
    if (isProsaAdmin(role)) features = prosaFeatures(role);
    else if (profile) features = profile.data.funzionalita;
    return {
      role,
      profile,
      features,
      loading: needed && isPending,
      failed: needed && isError,
      reload: () => void refetch(),
    };
  }, [role, needed, data, isPending, isError, refetch]);
  return <ProsaProfileContext.Provider value={value}>{children}</ProsaProfileContext.Provider>;
}

/** The profile, its features and whether it is loading; only inside Pro.Sa.'s layout. */
/** The profile when the portal's provider is above (its screens), else null (a screen rendered on its own). */
export function useOptionalProsaProfile(): ProsaProfileState | null {
  return useContext(ProsaProfileContext);
}

export function useProsaProfile(): ProsaProfileState {
  const state = useContext(ProsaProfileContext);
  if (!state) throw new Error('useProsaProfile fuori da ProsaProfileProvider');
  return state;
}

/**
 * The reader as Pro.Sa.'s staff screens see them (projects, campaigns, events): admin-prosa, staff (admin-prosa,
 * operators, managers), who decides (a manager or the administrator), and the operator's or manager's own profile
 * (their authority and the part of it they work on). Outside Pro.Sa.'s layout: a reader with no role.
 */
export function useProsaStaff() {
  const { role, profile, features, loading } = useOptionalProsaProfile() ?? NO_PROFILE;
  const admin = isProsaAdmin(role);
  const staff = admin || role === prosaRoles.operatore || role === prosaRoles.responsabile;
  const own = profile?.ruolo === 'operatore' || profile?.ruolo === 'responsabile' ? profile.data : null;
  return { role, features, loading, admin, staff, own, decides: admin || role === prosaRoles.responsabile };
}

const NO_PROFILE = {
  role: null,
  profile: null,
  features: prosaFeatures(null),
  loading: false,
} satisfies Partial<ProsaProfileState>;

/** The SPEC.md text when the profile could not be read, with a way to try again. */
export function ProfileInitError() {
  const { failed, reload } = useProsaProfile();
  const { t } = useTranslation('prosaAccount');
  if (!failed) return null;
  return (
    <div className="container-xxl pt-4">
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        <p className="mb-0">{USER_INIT_ERROR}</p>
        <Button color="danger" outline size="sm" type="button" onClick={reload}>
          {t('profile.retry')}
        </Button>
      </div>
    </div>
  );
}
