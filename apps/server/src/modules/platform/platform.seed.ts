import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { catalogue } from './platform.catalogue.ts';
import { applications, routeRoles, routes, subRoutes } from './platform.tables.ts';

/** Seeds the application catalogue once: when the platform has no application yet. */
export async function seedPlatform(db: Db, options: { demo: boolean }): Promise<void> {
  const [existing] = await db.select({ id: applications.id }).from(applications).limit(1);
  if (existing) {
    return;
  }
  await db.transaction(async (tx) => {
    for (const [appIndex, app] of catalogue.entries()) {
      if (app.demoOnly && !options.demo) {
        continue;
      }
      const [created] = await tx
        .insert(applications)
        .values({
          nome: app.nome,
          clientId: app.clientId,
          description: app.description,
          icon: app.icon,
          hasHomePublic: app.hasHomePublic,
          position: appIndex,
        })
        .returning({ id: applications.id });
      for (const [routeIndex, route] of app.routes.entries()) {
        if (route.demoOnly && !options.demo) {
          continue;
        }
        const [createdRoute] = await tx
          .insert(routes)
          .values({
            applicationId: required(created, 'created').id,
            path: route.path,
            name: route.name,
            component: route.component,
            isPublic: route.isPublic ?? false,
            section: route.section ?? null,
            position: routeIndex,
          })
          .returning({ id: routes.id });
        const routeId = required(createdRoute, 'createdRoute').id;
        if (route.roles.length > 0) {
          await tx.insert(routeRoles).values(route.roles.map((role) => ({ routeId, role })));
        }
        if (route.subRoutes?.length) {
          await tx
            .insert(subRoutes)
            .values(route.subRoutes.map((sub, position) => ({ routeId, ...sub, position })));
        }
      }
    }
  });
}
