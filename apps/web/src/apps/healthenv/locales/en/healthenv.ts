import type { Messages } from '../../../../i18n/messages.ts';
import allerte from '../../allerte/locales/en.ts';
import importa from '../../import/locales/en.ts';
import indice from '../../indice/locales/en.ts';
import mappa from '../../mappa/locales/en.ts';
import monitoraggi from '../../monitoraggi/locales/en.ts';
import postazione from '../../postazione/locales/en.ts';
import postazioni from '../../postazioni/locales/en.ts';
import rapporto from '../../rapporto/locales/en.ts';
import soglie from '../../soglie/locales/en.ts';
import type it from '../it/healthenv.ts';
import { common } from './common.ts';

const healthenv: Messages<typeof it> = {
  common,
  mappa,
  indice,
  postazione,
  postazioni,
  monitoraggi,
  import: importa,
  allerte,
  rapporto,
  soglie,
};

export default healthenv;
