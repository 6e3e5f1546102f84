/** The regional application's texts in English, one chunk loaded with the application (i18n/resources.ts). */
export { default as regional } from './regional.ts';
