import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowBy } from '../../db/lookup.ts';
import { firstId, required } from '../../db/rows.ts';
import { updateMovingVersion } from '../../db/versioned.ts';
import {
  applicationServices,
  applications,
  catalogueItems,
  configurations,
  routes,
  services,
} from './platform.tables.ts';

type CatalogueRecord = typeof catalogueItems.$inferSelect;
type NewApplicationRow = typeof applications.$inferInsert;
type NewServiceRow = typeof services.$inferInsert;

/**
 * The SQL of the catalogue sync (platform.sync.ts): its records in `platform.catalogue_items` and the rows of
 * applications, configurations and services it makes, adopts or makes follow the manifests. Routes go through the
 * administration's repository.
 */
export function createSyncRepository(db: Db) {
  return {
    findRecord: rowBy(db, catalogueItems, catalogueItems.key),

    listRecords(): Promise<CatalogueRecord[]> {
      return db.select().from(catalogueItems);
    },

    /** Records (or records again) the row an item made or adopted and the values applied. */
    async saveRecord(key: string, rowId: number, applied: unknown): Promise<void> {
      await db
        .insert(catalogueItems)
        .values({ key, rowId, applied })
        .onConflictDoUpdate({ target: catalogueItems.key, set: { rowId, applied, updatedAt: new Date() } });
    },

    /** Records the values of a record without a row (`rowId` 0), keeping its row id when it is there. */
    async saveValues(key: string, applied: unknown): Promise<void> {
      await db
        .insert(catalogueItems)
        .values({ key, rowId: 0, applied })
        .onConflictDoUpdate({
          target: catalogueItems.key,
          set: { applied, updatedAt: new Date() },
        });
    },

    findApplication: rowBy(db, applications, applications.id),

    applicationOfClient: rowBy(db, applications, applications.clientId),

    async insertApplication(values: NewApplicationRow): Promise<number> {
      const [created] = await db.insert(applications).values(values).returning({ id: applications.id });
      return required(created, 'application').id;
    },

    /** Sets an application's values, adding one to its version. */
    async updateApplication(id: number, values: Partial<NewApplicationRow>): Promise<void> {
      await updateMovingVersion(db, applications, id, values);
    },

    /**
     * An application's configuration takes the description `to` when it still has `from` (nobody changed it),
     * adding one to its version.
     */
    async followDescription(applicationId: number, from: string, to: string): Promise<void> {
      await db
        .update(configurations)
        .set({ description: to, version: sql`${configurations.version} + 1` })
        .where(
          and(
            eq(configurations.applicationId, applicationId),
            eq(configurations.description, from),
            sql`${configurations.description} <> ${to}`,
          ),
        );
    },

    configurationOf(applicationId: number): Promise<number | undefined> {
      return firstId(
        db
          .select({ id: configurations.id })
          .from(configurations)
          .where(eq(configurations.applicationId, applicationId)),
      );
    },

    async insertConfiguration(values: { applicationId: number; nome: string; description: string }) {
      const [created] = await db.insert(configurations).values(values).returning({ id: configurations.id });
      return required(created, 'configuration').id;
    },

    /** Whether the route is still there. */
    async routeExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, id));
      return row !== undefined;
    },

    /** The route of the application at this path. */
    routeAt(applicationId: number, path: string): Promise<number | undefined> {
      return firstId(
        db
          .select({ id: routes.id })
          .from(routes)
          .where(and(eq(routes.applicationId, applicationId), eq(routes.path, path))),
      );
    },

    findService: rowBy(db, services, services.id),

    serviceAt(basePath: string): Promise<number | undefined> {
      return firstId(db.select({ id: services.id }).from(services).where(eq(services.basePath, basePath)));
    },

    async insertService(values: NewServiceRow): Promise<number> {
      return required((await db.insert(services).values(values).returning({ id: services.id }))[0], 'service')
        .id;
    },

    /** Sets a service's values, adding one to its version. */
    async updateService(id: number, values: Partial<NewServiceRow>): Promise<void> {
      await updateMovingVersion(db, services, id, values);
    },

    /** The application uses the service (nothing when it already does). */
    async linkService(applicationId: number, serviceId: number): Promise<void> {
      await db.insert(applicationServices).values({ applicationId, serviceId }).onConflictDoNothing();
    },
  };
}
