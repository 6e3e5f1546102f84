import type { NewIdpUser } from './users.repository.ts';

/** The password of every demo user (README.md). Demo users exist only in demo mode, never in production. */
export const DEMO_PASSWORD = 'halo-demo';

/** ASL TO3 (Piemonte): the health authority the demo prevention users belong to. */
const DEMO_ASL = '010203';

/** A demo user and the groups (full paths) it belongs to. */
export type DemoUser = Omit<NewIdpUser, 'passwordHash'> & { username: string; groups?: string[] };

/** A demo user whose e-mail is its user name at example.org. */
function demoUser(
  username: string,
  firstName: string,
  lastName: string,
  roles: Omit<DemoUser, 'username' | 'firstName' | 'lastName' | 'email'>,
): DemoUser {
  return { username, firstName, lastName, email: `${username}@example.org`, ...roles };
}

/** The profile attributes of a prevention operator or manager of the demo ASL. */
const prosaStaff = (tipologia: string, livello: string) => ({ tipologia, livello, asl: DEMO_ASL });

/** One user per role (issue 2), with fictitious names; their e-mail domain is reserved (RFC 2606). */
export const demoUsers: DemoUser[] = [
  demoUser('superadmin', 'Sara', 'Amministratrice', {
    realmRoles: ['app-admin'],
    groups: ['/amministratori'],
  }),
  demoUser('admin.prosa', 'Paolo', 'Prevenzione', {
    clientRoles: { prosa: ['admin-prosa'] },
    groups: ['/prosa/amministratori'],
  }),
  demoUser('operatore.sanitario', 'Giulia', 'Sanitaria', {
    clientRoles: { prosa: ['operatore'], gestioneregionale: ['operatore'], calendar: ['operatore'] },
    groups: ['/calendario/operatori', '/prosa/operatori', '/regionale/operatori'],
    attributes: prosaStaff('SANITARIO', 'DISTRETTO'),
  }),
  demoUser('operatore.amministrativo', 'Marco', 'Amministrativo', {
    clientRoles: { prosa: ['operatore'] },
    groups: ['/prosa/operatori'],
    attributes: prosaStaff('AMMINISTRATIVO', 'DISTRETTO'),
  }),
  demoUser('responsabile.asl', 'Anna', 'Responsabile', {
    clientRoles: { prosa: ['responsabile'] },
    groups: ['/prosa/responsabili'],
    attributes: prosaStaff('SANITARIO', 'ASL'),
  }),
  demoUser('responsabile.distretto', 'Luca', 'Distretto', {
    clientRoles: { prosa: ['responsabile'] },
    groups: ['/prosa/responsabili'],
    attributes: prosaStaff('SANITARIO', 'DISTRETTO'),
  }),
  demoUser('ente', 'Associazione', 'Salute Insieme', {
    clientRoles: { prosa: ['ente'] },
    groups: ['/prosa/enti'],
    attributes: { asl: DEMO_ASL },
  }),
  demoUser('cittadino', 'Chiara', 'Cittadina', {
    clientRoles: { prosa: ['cittadino'], calendar: ['utente'] },
    groups: ['/prosa/cittadini'],
    attributes: { asl: DEMO_ASL },
  }),
  demoUser('medico', 'Roberto', 'Medico', {
    clientRoles: { stroke: ['medico'] },
    groups: ['/stroke/medici'],
  }),
  demoUser('paziente', 'Franco', 'Paziente', {
    clientRoles: { stroke: ['paziente'] },
    groups: ['/stroke/pazienti'],
  }),
  demoUser('caregiver', 'Elena', 'Caregiver', {
    clientRoles: { stroke: ['caregiver'] },
    groups: ['/stroke/caregiver'],
  }),
  demoUser('tecnico.ambiente', 'Giulia', 'Ambiente', {
    clientRoles: { healthenv: ['operatore'] },
  }),
];
