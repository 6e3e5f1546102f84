/** The halo application's texts in English, one chunk loaded with the application (i18n/resources.ts). */
export { default as admin } from './admin.ts';
export { default as adminForms } from './adminForms.ts';
