/** Old path of `./prosa/profiles.ts`, kept while the last importers move (issue 33). */
export * from './prosa/profiles.ts';
