/**
 * The shape of a namespace's translation: the Italian file is the reference (`as const`), every other language
 * gives a string for each of its keys, so a missing or extra key fails the type check.
 */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
