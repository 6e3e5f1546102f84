import { ADMIN_APPLICATION, adminSectionDescriptions, adminSections } from '@halo/contract';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { sections } from '../authorization/authorization.tables.ts';
import { menuItems, menus } from '../menu/menu.tables.ts';
import { applicationServices, applications, configurations, routes, services } from './platform.tables.ts';

/** The sections the admin calls are granted on: always there, whatever was deleted (they are the server's). */
export async function seedAdminSections(db: Db): Promise<void> {
  await db
    .insert(sections)
    .values(
      Object.values(adminSections).map((name) => ({
        name,
        application: ADMIN_APPLICATION,
        description: adminSectionDescriptions[name],
      })),
    )
    .onConflictDoNothing();
}

const serviceCatalogue: {
  nome: string;
  basePath: string;
  description: string;
  base: boolean;
  microservice: boolean;
  applications: string[];
}[] = [
  {
    nome: 'Piattaforma',
    basePath: '/api/v1/halo',
    description: 'Applicazioni, rotte, configurazioni e impostazioni',
    base: true,
    microservice: false,
    applications: ['halo'],
  },
  {
    nome: 'Autorizzazioni',
    basePath: '/api/v1/authorization',
    description: 'Utenti, gruppi, ruoli e permessi',
    base: true,
    microservice: false,
    applications: ['halo'],
  },
  {
    nome: 'Menu',
    basePath: '/api/v1/menu',
    description: 'Menu delle applicazioni',
    base: true,
    microservice: false,
    applications: ['halo', 'prosa', 'healthenv', 'stroke', 'calendar', 'gestioneregionale', 'strutture'],
  },
  {
    nome: 'Registro operazioni',
    basePath: '/api/v1/logs',
    description: 'Audit log',
    base: true,
    microservice: false,
    applications: ['halo'],
  },
  {
    nome: 'Dati regionali',
    basePath: '/api/v1/gestioneregionale',
    description: 'Regioni, province, comuni, ASL, distretti, presidi',
    base: false,
    microservice: true,
    applications: ['gestioneregionale', 'prosa'],
  },
  {
    nome: 'Strutture',
    basePath: '/api/v1/strutture',
    description: 'Strutture di ricovero',
    base: false,
    microservice: true,
    applications: ['strutture'],
  },
  {
    nome: 'Calendario',
    basePath: '/api/v1/calendar',
    description: 'Calendari e prenotazioni',
    base: false,
    microservice: true,
    applications: ['calendar'],
  },
  {
    nome: 'Pro.Sa.',
    basePath: '/api/prosa',
    description: 'Portale della prevenzione',
    base: false,
    microservice: true,
    applications: ['prosa'],
  },
  {
    nome: 'Stroke',
    basePath: '/api/stroke',
    description: 'Stroke care',
    base: false,
    microservice: true,
    applications: ['stroke'],
  },
  {
    nome: 'Ambiente e salute',
    basePath: '/api/healthenv',
    description: 'Monitoraggio ambientale',
    base: false,
    microservice: true,
    applications: ['healthenv'],
  },
];

/** The admin menu's parents and the route paths under each. */
const adminMenu: { label: string; icon: string; paths: string[] }[] = [
  {
    label: 'Configurazione',
    icon: 'it-settings',
    paths: [
      '/admin/applicazioni',
      '/admin/servizi',
      '/admin/moduli',
      '/admin/rotte',
      '/admin/menu',
      '/admin/sezioni',
      '/admin/configurazioni',
    ],
  },
  {
    label: 'Utenti e permessi',
    icon: 'it-user',
    paths: ['/admin/utenti', '/admin/gruppi', '/admin/ruoli', '/admin/authority'],
  },
  {
    label: 'Sistema',
    icon: 'it-tool',
    paths: ['/admin/identity-provider', '/admin/impostazioni', '/admin/log', '/admin/posta'],
  },
];

/**
 * First-start administration data: the services catalogue, a configuration for every application that has none,
 * and a main menu per application (once, when there is no menu at all).
 */
export async function seedAdministration(db: Db, _options: { demo: boolean }): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const apps = await tx.select().from(applications).orderBy(applications.position, applications.id);
    const idOf = new Map(apps.map((app) => [app.clientId, app.id]));

    const [anyService] = await tx.select({ id: services.id }).from(services).limit(1);
    if (!anyService) {
      for (const service of serviceCatalogue) {
        const [created] = await tx
          .insert(services)
          .values({
            nome: service.nome,
            basePath: service.basePath,
            description: service.description,
            base: service.base,
            microservice: service.microservice,
          })
          .returning({ id: services.id });
        const links = service.applications
          .map((clientId) => idOf.get(clientId))
          .filter((id): id is number => id !== undefined)
          .map((applicationId) => ({ applicationId, serviceId: required(created, 'created').id }));
        if (links.length > 0) {
          await tx.insert(applicationServices).values(links);
        }
      }
    }

    const missing = await tx
      .select({ id: applications.id, nome: applications.nome, description: applications.description })
      .from(applications)
      .leftJoin(configurations, eq(configurations.applicationId, applications.id))
      .where(isNull(configurations.id));
    if (missing.length > 0) {
      await tx
        .insert(configurations)
        .values(
          missing.map((app) => ({ applicationId: app.id, nome: app.nome, description: app.description })),
        );
    }

    const [anyMenu] = await tx.select({ id: menus.id }).from(menus).limit(1);
    if (anyMenu) {
      return;
    }
    for (const app of apps) {
      const appRoutes = await tx
        .select({ id: routes.id, path: routes.path, name: routes.name })
        .from(routes)
        .where(eq(routes.applicationId, app.id))
        .orderBy(routes.position, routes.id);
      if (appRoutes.length === 0) {
        continue;
      }
      const [menu] = await tx
        .insert(menus)
        .values({ applicationId: app.id, nome: 'Menu principale' })
        .returning({ id: menus.id });
      const menuId = required(menu, 'menu').id;
      const routeByPath = new Map(appRoutes.map((r) => [r.path, r]));
      if (app.clientId === ADMIN_APPLICATION) {
        for (const [position, parent] of adminMenu.entries()) {
          const children = parent.paths.map((p) => routeByPath.get(p)).filter((r) => r !== undefined);
          if (children.length === 0) {
            continue;
          }
          const [father] = await tx
            .insert(menuItems)
            .values({ menuId, label: parent.label, icon: parent.icon, position })
            .returning({ id: menuItems.id });
          await tx.insert(menuItems).values(
            children.map((route, index) => ({
              menuId,
              parentId: required(father, 'father').id,
              label: route.name,
              routeId: route.id,
              position: index,
            })),
          );
        }
        continue;
      }
      await tx
        .insert(menuItems)
        .values(
          appRoutes.map((route, position) => ({ menuId, label: route.name, routeId: route.id, position })),
        );
    }
  });
}
