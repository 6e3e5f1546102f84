/** A copy of an object with only these keys: what a caller keeps of a wider input, said once as a list. */
export function pick<T extends object, const K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}
