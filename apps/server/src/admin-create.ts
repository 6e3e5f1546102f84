// `npm run admin:create`: the first administrator of an installation with the embedded identity provider (production
// seeds no demo user). Reads HALO_ADMIN_USERNAME, HALO_ADMIN_EMAIL, HALO_ADMIN_PASSWORD, HALO_ADMIN_FIRST_NAME and
// HALO_ADMIN_LAST_NAME, and the database from DATABASE_URL or DATA_DIR, as the server does; migrates first. Prints
// nothing of the password. Exits 0 when created, 1 when refused (a user of that name exists, or a variable is wrong).

import { databaseLocation } from './config.ts';
import { openDatabase } from './db/database.ts';
import {
  administratorProblems,
  createFirstAdministrator,
  type FirstAdministrator,
} from './idp/first-admin.ts';

const asked = {
  username: process.env.HALO_ADMIN_USERNAME,
  email: process.env.HALO_ADMIN_EMAIL,
  password: process.env.HALO_ADMIN_PASSWORD,
  firstName: process.env.HALO_ADMIN_FIRST_NAME,
  lastName: process.env.HALO_ADMIN_LAST_NAME,
};
const problems = administratorProblems(asked);
if (process.env.OIDC_ISSUER) {
  problems.push("OIDC_ISSUER: con un identity provider esterno l'amministratore si crea nel suo realm");
}
if (problems.length > 0) {
  console.error(`Amministratore non creato:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
// Every variable was checked above.
const admin = asked as FirstAdministrator;

const database = await openDatabase(databaseLocation());
try {
  await database.migrate();
  const result = await createFirstAdministrator(database, admin);
  if (!result.created) {
    console.error(`Amministratore non creato: l'utente ${admin.username} esiste già.`);
    process.exitCode = 1;
  } else {
    console.log(`Amministratore ${result.user.username} creato: può accedere con la password indicata.`);
  }
} finally {
  await database.close();
}
