import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What must never be in a log (DESIGN.md §5): personal data, credentials, SQL parameters. */
export const forbiddenInLogs: { what: string; pattern: RegExp }[] = [
  { what: 'an e-mail address', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/ },
  { what: 'a token (JWT)', pattern: /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
  { what: 'the demo password', pattern: /halo-demo/ },
  { what: 'a password field', pattern: /"password"\s*:/i },
  { what: 'a codice fiscale', pattern: /\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b/ },
  {
    what: 'an SQL query or its parameters',
    pattern: /Failed query|params:|\binsert into\b|\bselect .* from\b/i,
  },
  { what: 'an authorization header', pattern: /Bearer [A-Za-z0-9]/ },
];

/** The lines of the logs in `dir` that hold something forbidden, named by what they hold. */
export function scanLogs(dir: string): string[] {
  const found: string[] = [];
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      for (const { what, pattern } of forbiddenInLogs) {
        if (pattern.test(line)) found.push(`${what} in ${file}: ${line.slice(0, 300)}`);
      }
    }
  }
  return found;
}
