import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

const schema = './apps/server/src/**/*.tables.ts';

/** The PostgreSQL schema of every module, as its `*.tables.ts` declares it: a new module adds itself. */
const schemaFilter = [
  ...new Set(
    globSync(schema).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/pgSchema\('([a-z_]+)'\)/g)].map((match) => match[1] ?? ''),
    ),
  ),
].sort();

export default defineConfig({ dialect: 'postgresql', schema, out: './apps/server/migrations', schemaFilter });
