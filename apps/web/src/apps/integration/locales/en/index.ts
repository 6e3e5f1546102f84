/** The integration application's texts in English, one chunk loaded with the application (i18n/resources.ts). */
export { default as integration } from './integration.ts';
