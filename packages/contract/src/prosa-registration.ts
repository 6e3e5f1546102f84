/** Old path of `./prosa/registration.ts`, kept while the last importers move (issue 33). */
export * from './prosa/registration.ts';
