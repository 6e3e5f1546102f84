/** The stroke application's texts in Italian, one chunk loaded with the application (i18n/resources.ts). */
export { default as stroke } from './stroke.ts';
