import type { MenuChildItem, MenuDetail, MenuUpdate } from '@halo/contract';

/**
 * A menu being edited: parents (the first level) and their children, in display order. Pure functions, so the
 * buttons and the drag and drop move items the same way and the tests can prove it.
 */

export interface DraftItem {
  /** Stable while editing: `i<id>` for a stored item, `n<n>` for a new one. */
  key: string;
  id?: number;
  label: string;
  icon: string | null;
  routeId: number | null;
  path: string | null;
  enabled: boolean;
}

export interface DraftFather extends DraftItem {
  children: DraftItem[];
}

export type DraftTree = DraftFather[];

function draftOf(item: MenuChildItem): DraftItem {
  return {
    key: `i${item.id}`,
    id: item.id,
    label: item.label,
    icon: item.icon,
    routeId: item.routeId,
    path: item.path,
    enabled: item.enabled,
  };
}

export function treeOf(menu: MenuDetail): DraftTree {
  const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;
  return [...menu.items].sort(byPosition).map((father) => ({
    ...draftOf(father),
    children: [...father.children].sort(byPosition).map(draftOf),
  }));
}

export interface Location {
  /** The parent's key, or null for a parent item. */
  parent: string | null;
  index: number;
  count: number;
}

export function locate(tree: DraftTree, key: string): Location | null {
  const top = tree.findIndex((f) => f.key === key);
  if (top >= 0) return { parent: null, index: top, count: tree.length };
  for (const father of tree) {
    const index = father.children.findIndex((c) => c.key === key);
    if (index >= 0) return { parent: father.key, index, count: father.children.length };
  }
  return null;
}

function moveWithin<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** One place up (-1) or down (+1) among its siblings; at either end nothing changes. */
export function moveBy(tree: DraftTree, key: string, delta: -1 | 1): DraftTree {
  const where = locate(tree, key);
  if (!where) return tree;
  const to = where.index + delta;
  if (to < 0 || to >= where.count) return tree;
  if (where.parent === null) return moveWithin(tree, where.index, to);
  return tree.map((f) =>
    f.key === where.parent ? { ...f, children: moveWithin(f.children, where.index, to) } : f,
  );
}

/**
 * Drag and drop: the dragged item takes the target's place. A parent moves among parents; a child moves to the
 * target child's place (under that child's parent), or to the end of a parent it is dropped on.
 */
export function moveTo(tree: DraftTree, dragged: string, target: string): DraftTree {
  if (dragged === target) return tree;
  const from = locate(tree, dragged);
  const to = locate(tree, target);
  if (!from || !to) return tree;
  if (from.parent === null) {
    // A parent (with its children) only moves among parents.
    if (to.parent !== null) return tree;
    return moveWithin(tree, from.index, to.index);
  }
  if (to.parent === from.parent) {
    return tree.map((f) =>
      f.key === from.parent ? { ...f, children: moveWithin(f.children, from.index, to.index) } : f,
    );
  }
  const source = tree.find((f) => f.key === from.parent);
  const item = source?.children[from.index];
  if (!item) return tree;
  const destination = to.parent ?? target;
  return tree.map((f) => {
    if (f.key === from.parent) return { ...f, children: f.children.filter((c) => c.key !== dragged) };
    if (f.key !== destination) return f;
    const children = [...f.children];
    children.splice(to.parent === null ? children.length : to.index, 0, item);
    return { ...f, children };
  });
}

/** Whether `dragged` may be dropped on `target` (so the drop target lights up only where it means something). */
export function canDrop(tree: DraftTree, dragged: string, target: string): boolean {
  if (dragged === target) return false;
  const from = locate(tree, dragged);
  const to = locate(tree, target);
  if (!from || !to) return false;
  return from.parent === null ? to.parent === null : true;
}

export function replaceItem(tree: DraftTree, key: string, patch: Partial<DraftItem>): DraftTree {
  return tree.map((f) =>
    f.key === key
      ? { ...f, ...patch }
      : { ...f, children: f.children.map((c) => (c.key === key ? { ...c, ...patch } : c)) },
  );
}

export function removeItem(tree: DraftTree, key: string): DraftTree {
  return tree
    .filter((f) => f.key !== key)
    .map((f) => ({ ...f, children: f.children.filter((c) => c.key !== key) }));
}

export function addItem(tree: DraftTree, parent: string | null, item: DraftItem): DraftTree {
  if (parent === null) return [...tree, { ...item, children: [] }];
  return tree.map((f) => (f.key === parent ? { ...f, children: [...f.children, item] } : f));
}

/** The whole tree, in order, as PUT /api/v1/menu/update expects it (items without id are created). */
export function updateBody(
  menu: Pick<MenuDetail, 'id' | 'nome' | 'description' | 'version'>,
  tree: DraftTree,
) {
  const item = (i: DraftItem) => ({
    ...(i.id === undefined ? {} : { id: i.id }),
    label: i.label,
    icon: i.icon,
    routeId: i.routeId,
    enabled: i.enabled,
  });
  return {
    id: menu.id,
    nome: menu.nome,
    description: menu.description,
    version: menu.version,
    items: tree.map((f) => ({ ...item(f), children: f.children.map(item) })),
  } satisfies MenuUpdate;
}

/** A signature of the order and content, to tell an edited tree from the stored one. */
export function treeSignature(tree: DraftTree): string {
  return JSON.stringify(updateBody({ id: 0, nome: '', description: '', version: 1 }, tree).items);
}
