import type { ServerModule } from '../server-module.ts';
import { authorizationRoutes } from './authorization.routes.ts';
import type { AuthorizationService } from './authorization.service.ts';

/** Authorization (core): groups and their permissions, users, sections, roles and authorities. */
export const authorizationModule: ServerModule<{ service: AuthorizationService }> = {
  name: 'authorization',
  register: authorizationRoutes,
};
