import type { Session } from '../../shell/auth/session.store.ts';

/** The sessions the stroke screens' tests sign in with: an admin, a doctor and a caregiver of the service. */

const signedInStroke: Partial<Session> = { logged: true, appID: 4, appName: 'Stroke', appClientId: 'stroke' };

export const adminSession: Partial<Session> = {
  ...signedInStroke,
  userID: '0b7c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
  username: 'admin.stroke',
  displayName: 'Anna Amministratrice',
  role: 'admin',
  isAdmin: true,
};

export const medicoSession: Partial<Session> = {
  ...signedInStroke,
  userID: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a',
  username: 'giulia.bianchi',
  displayName: 'Giulia Bianchi',
  role: 'medico',
  isAdmin: false,
};

export const caregiverSession: Partial<Session> = {
  ...signedInStroke,
  userID: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  username: 'lucia.rossi',
  displayName: 'Lucia Rossi',
  role: 'caregiver',
};
