/** Old path of `./stroke/scores.ts`, kept while the last importers move (issue 33). */
export * from './stroke/scores.ts';
