/** The prosa application's texts in Italian, one chunk loaded with the application (i18n/resources.ts). */
export { default as prosa } from './prosa.ts';
export { default as prosaAccount } from './prosa-account.ts';
export { default as prosaAttivita } from './prosa-attivita.ts';
