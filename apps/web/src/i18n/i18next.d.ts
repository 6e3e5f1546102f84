import 'i18next';
import type { resources } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: (typeof resources)['it'];
  }
}
