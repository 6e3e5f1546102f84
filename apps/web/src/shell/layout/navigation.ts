import type { RoutingPlan } from '../routing/route-rules.ts';

export interface NavigationItem {
  label: string;
  path: string;
}

/**
 * The header's links: the application's top-level routes in server order (merged public homes first).
 * Sub-routes and paths with parameters (`:id`) are reached from their screens, not from the menu.
 */
export function navigationItems(plan: RoutingPlan): NavigationItem[] {
  const items: NavigationItem[] = [
    ...plan.mergedHomes.map((home) => ({ label: home.name, path: home.path })),
    ...plan.routes
      .filter((route) => route.parent === null)
      .map((route) => ({ label: route.name, path: route.path })),
  ];
  return items.filter((item) => !/[:*]/.test(item.path));
}
