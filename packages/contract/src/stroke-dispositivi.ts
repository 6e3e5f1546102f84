/** Old path of `./stroke/dispositivi.ts`, kept while the last importers move (issue 33). */
export * from './stroke/dispositivi.ts';
