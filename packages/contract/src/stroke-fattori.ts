/** Old path of `./stroke/fattori.ts`, kept while the last importers move (issue 33). */
export * from './stroke/fattori.ts';
