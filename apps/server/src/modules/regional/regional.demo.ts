import { permissionFlags, regionalSections } from '@halo/contract';

/**
 * Demo data for what no open dataset covers (districts, departments, operating units, neighbourhoods): a few
 * records under ASL TO3 (010203), named "dimostrativo" and flagged `demo`, seeded only in demo mode. They are
 * not the real organisation of the ASL; administrators create the real ones.
 */
export const DEMO_ASL = '010203';

export const demoDistretti = [
  {
    codiceDistretto: 'DEMO1',
    distrettoSanitario: 'Distretto dimostrativo Collegno-Grugliasco',
    comuni: ['001090', '001120'],
  },
  { codiceDistretto: 'DEMO2', distrettoSanitario: 'Distretto dimostrativo Rivoli', comuni: ['001219'] },
  { codiceDistretto: 'DEMO3', distrettoSanitario: 'Distretto dimostrativo Pinerolo', comuni: ['001191'] },
] as const;

export const demoDipartimenti = [
  { denominazione: 'Dipartimento di prevenzione (dimostrativo)', distretto: 'DEMO1' },
  { denominazione: 'Dipartimento materno-infantile (dimostrativo)', distretto: 'DEMO2' },
] as const;

/** Units under a demo department, or under a real hospital site of the ASL (codice struttura.subcodice). */
export const demoUnita = [
  {
    denominazione: 'Unità operativa di igiene e sanità pubblica (dimostrativa)',
    dipartimento: 'Dipartimento di prevenzione (dimostrativo)',
  },
  { denominazione: 'Unità operativa di pediatria (dimostrativa)', presidio: '010079.01' },
  { denominazione: 'Unità operativa di cardiologia (dimostrativa)', presidio: '010030.01' },
] as const;

export const demoQuartieri = [
  { denominazione: 'Quartiere dimostrativo Centro', comune: '001090' },
  { denominazione: 'Quartiere dimostrativo Nord', comune: '001090' },
  { denominazione: 'Quartiere dimostrativo Centro', comune: '001219' },
] as const;

/** The demo group of regional operators (operatore.sanitario is in it). */
export const DEMO_REGIONAL_GROUP = '/regionale/operatori';

const { LIST, READ, WRITE, UPDATE, DELETE } = permissionFlags;
export const READ_ONLY = LIST | READ;
const maintain = LIST | READ | WRITE | UPDATE | DELETE;

/** Operators maintain districts and departments and read everything else (structures: see its seed). */
export const demoGroupPermissions: { section: string; mask: number }[] = [
  ...Object.values(regionalSections).map((section) => ({
    section,
    mask:
      section === regionalSections.distretti || section === regionalSections.dipartimenti
        ? maintain
        : READ_ONLY,
  })),
];
