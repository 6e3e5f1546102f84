import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/healthenv.ts';
import { allerte } from './allerte.ts';
import { common } from './common.ts';
import { mappa } from './mappa.ts';
import { monitoraggi } from './monitoraggi.ts';
import { postazione } from './postazione.ts';
import { postazioni } from './postazioni.ts';
import { rapporto } from './rapporto.ts';
import { soglie } from './soglie.ts';

const healthenv: Messages<typeof it> = {
  common,
  mappa,
  postazione,
  postazioni,
  monitoraggi,
  allerte,
  rapporto,
  soglie,
};

export default healthenv;
