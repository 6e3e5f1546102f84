import { allerte } from './allerte.ts';
import { common } from './common.ts';
import { mappa } from './mappa.ts';
import { monitoraggi } from './monitoraggi.ts';
import { postazione } from './postazione.ts';
import { postazioni } from './postazioni.ts';
import { rapporto } from './rapporto.ts';
import { soglie } from './soglie.ts';

/** Texts of the SPA's 'healthenv' namespace in Italian, the reference language: one module per screen. */
const healthenv = { common, mappa, postazione, postazioni, monitoraggi, allerte, rapporto, soglie } as const;

export default healthenv;
