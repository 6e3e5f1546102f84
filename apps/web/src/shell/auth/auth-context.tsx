import type { Application } from '@halo/contract';
import { createContext, type ReactNode, useContext } from 'react';
import type { IdlePolicy } from './idle-session.ts';
import { type Session, type SessionStore, useSessionSnapshot } from './session.store.ts';

/** What screens and the layout may do with the session. */
export interface AuthActions {
  store: SessionStore;
  signIn(returnTo: string): void;
  signOut(): void;
  chooseApplication(app: Application): void;
  /** Keeps an idle session: new tokens now. */
  extendSession(): void;
  /** When inactivity ends the session; null: never (no configuration read). */
  idlePolicy: IdlePolicy | null;
}

const AuthContext = createContext<AuthActions | null>(null);

export function AuthProvider({ auth, children }: { auth: AuthActions; children: ReactNode }) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthActions & { session: Session } {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth fuori da AuthProvider');
  const session = useSessionSnapshot(auth.store);
  return { ...auth, session };
}
