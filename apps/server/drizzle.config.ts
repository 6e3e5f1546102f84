import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/**/*.tables.ts',
  out: './apps/server/migrations',
  schemaFilter: ['idp', 'audit', 'authz', 'platform', 'regional', 'structures', 'menu', 'mail'],
});
