/** The shell's English texts: one chunk, loaded when English is the language (i18n/resources.ts). */
export { default as shell } from './shell.ts';
export { default as ui } from './ui.ts';
