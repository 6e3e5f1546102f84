import type { MenuNode } from '@halo/contract';
import type { RoutingPlan } from '../routing/route-rules.ts';

export interface NavigationLink {
  label: string;
  path: string;
}

/** A header entry: a link, a group of links (a menu's parent item), or both (a parent with its own route). */
export interface NavigationEntry {
  label: string;
  path: string | null;
  children: NavigationLink[];
}

/** Parameters (`:id`) and splats need a value the header does not have: their screens link to them. */
const linkable = (path: string | null): path is string => path !== null && !/[:*]/.test(path);

/**
 * The header's navigation. When the application has a menu the user may see (`GET /api/v1/menu/filtred`), the
 * menu drives it: parent items become groups, their children the links, with the labels written on the Menu
 * screen. Items pointing at a path the router does not know are left out, so the header never links to a 404.
 * Without a menu, the application's top-level routes in server order (merged public homes first). A signed-out
 * visitor gets none.
 * Decision in docs/adr/0006-navigation-from-menus.md.
 */
export function navigationEntries(plan: RoutingPlan): NavigationEntry[] {
  // A visitor who has not signed in reaches no application's routes: the public home has its own ways in.
  if (plan.signedOut) return [];
  const known = new Set([...plan.mergedHomes.map((home) => home.path), ...plan.routes.map((r) => r.path)]);
  const fromMenu = plan.menu ? menuEntries(plan.menu, known) : [];
  if (fromMenu.length > 0) return fromMenu;
  const items: NavigationLink[] = [
    ...plan.mergedHomes.map((home) => ({ label: home.name, path: home.path })),
    ...plan.routes
      .filter((route) => route.parent === null)
      .map((route) => ({ label: route.name, path: route.path })),
  ];
  return items.filter((item) => linkable(item.path)).map((item) => ({ ...item, children: [] }));
}

function menuEntries(menu: readonly MenuNode[], known: ReadonlySet<string>): NavigationEntry[] {
  const usable = (path: string | null): path is string => linkable(path) && known.has(path);
  const entries: NavigationEntry[] = [];
  for (const node of menu) {
    const children = node.children
      .filter((child) => usable(child.path))
      .map((child) => ({ label: child.label, path: child.path as string }));
    const path = usable(node.path) ? node.path : null;
    if (path === null && children.length === 0) continue;
    entries.push({ label: node.label, path, children });
  }
  return entries;
}
