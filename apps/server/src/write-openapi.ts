// `npm run lint:openapi`: writes the OpenAPI document of the app, built but not listening, on an in-memory
// database, for Redocly to lint (redocly.yaml). The document is the one the server serves at /api/docs/json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

const file = path.resolve(import.meta.dirname, '../dist/openapi.json');
// Production's configuration, with what it requires: this process never listens, so a throwaway secret will do.
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:8080',
  REGISTRATION_CHALLENGE_SECRET: randomBytes(32).toString('base64url'),
});
const database = await openDatabase({});
const app = await buildApp(config, { database });
try {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
}
