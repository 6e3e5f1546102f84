import type { NewIdpUser } from './users.repository.ts';

/** The password of every demo user (README.md). Demo users exist only in demo mode, never in production. */
export const DEMO_PASSWORD = 'halo-demo';

/** ASL TO3 (Piemonte): the health authority the demo prevention users belong to. */
const DEMO_ASL = '010203';

/** A demo user and the groups (full paths) it belongs to. */
export type DemoUser = Omit<NewIdpUser, 'passwordHash'> & { username: string; groups?: string[] };

/** One user per role (issue 2), with fictitious names; their e-mail domain is reserved (RFC 2606). */
export const demoUsers: DemoUser[] = [
  {
    username: 'superadmin',
    firstName: 'Sara',
    lastName: 'Amministratrice',
    email: 'superadmin@example.org',
    realmRoles: ['app-admin'],
    groups: ['/amministratori'],
  },
  {
    username: 'admin.prosa',
    firstName: 'Paolo',
    lastName: 'Prevenzione',
    email: 'admin.prosa@example.org',
    clientRoles: { prosa: ['admin-prosa'] },
    groups: ['/prosa/amministratori'],
  },
  {
    username: 'operatore.sanitario',
    firstName: 'Giulia',
    lastName: 'Sanitaria',
    email: 'operatore.sanitario@example.org',
    clientRoles: { prosa: ['operatore'], gestioneregionale: ['operatore'], calendar: ['operatore'] },
    groups: ['/calendario/operatori', '/prosa/operatori', '/regionale/operatori'],
    attributes: { tipologia: 'SANITARIO', livello: 'DISTRETTO', asl: DEMO_ASL },
  },
  {
    username: 'operatore.amministrativo',
    firstName: 'Marco',
    lastName: 'Amministrativo',
    email: 'operatore.amministrativo@example.org',
    clientRoles: { prosa: ['operatore'] },
    groups: ['/prosa/operatori'],
    attributes: { tipologia: 'AMMINISTRATIVO', livello: 'DISTRETTO', asl: DEMO_ASL },
  },
  {
    username: 'responsabile.asl',
    firstName: 'Anna',
    lastName: 'Responsabile',
    email: 'responsabile.asl@example.org',
    clientRoles: { prosa: ['responsabile'] },
    groups: ['/prosa/responsabili'],
    attributes: { tipologia: 'SANITARIO', livello: 'ASL', asl: DEMO_ASL },
  },
  {
    username: 'responsabile.distretto',
    firstName: 'Luca',
    lastName: 'Distretto',
    email: 'responsabile.distretto@example.org',
    clientRoles: { prosa: ['responsabile'] },
    groups: ['/prosa/responsabili'],
    attributes: { tipologia: 'SANITARIO', livello: 'DISTRETTO', asl: DEMO_ASL },
  },
  {
    username: 'ente',
    firstName: 'Associazione',
    lastName: 'Salute Insieme',
    email: 'ente@example.org',
    clientRoles: { prosa: ['ente'] },
    groups: ['/prosa/enti'],
    attributes: { asl: DEMO_ASL },
  },
  {
    username: 'cittadino',
    firstName: 'Chiara',
    lastName: 'Cittadina',
    email: 'cittadino@example.org',
    clientRoles: { prosa: ['cittadino'], calendar: ['utente'] },
    groups: ['/prosa/cittadini'],
    attributes: { asl: DEMO_ASL },
  },
  {
    username: 'medico',
    firstName: 'Roberto',
    lastName: 'Medico',
    email: 'medico@example.org',
    clientRoles: { stroke: ['medico'] },
    groups: ['/stroke/medici'],
  },
  {
    username: 'paziente',
    firstName: 'Franco',
    lastName: 'Paziente',
    email: 'paziente@example.org',
    clientRoles: { stroke: ['paziente'] },
    groups: ['/stroke/pazienti'],
  },
  {
    username: 'caregiver',
    firstName: 'Elena',
    lastName: 'Caregiver',
    email: 'caregiver@example.org',
    clientRoles: { stroke: ['caregiver'] },
    groups: ['/stroke/caregiver'],
  },
  {
    username: 'tecnico.ambiente',
    firstName: 'Giulia',
    lastName: 'Ambiente',
    email: 'tecnico.ambiente@example.org',
    clientRoles: { healthenv: ['operatore'] },
  },
];
