import {
  type Application,
  adminMessages,
  type ChildInput,
  type ChildUpdate,
  type FatherInput,
  type FatherUpdate,
  type Menu,
  type MenuChildItem,
  type MenuDetail,
  type MenuFatherItem,
  type MenuInput,
  type MenuNode,
  type MenuUpdate,
  type Principal,
} from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, found, NotFoundError, ValidationError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import { pick } from '../../objects.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { createMenuRepository, type ItemRow, type MenuRepository, type MenuRow } from './menu.repository.ts';

/** What the menu service needs of the platform: applications, configurations and who may open which route. */
export interface MenuPlatform {
  findApplication(id: number): Promise<Application | undefined>;
  applicationOfConfiguration(idWsc: number): Promise<Application | undefined>;
  /** The application and the ids of the routes the principal may open there (404 without it, 403 without any). */
  openedApplication(
    principal: Principal,
    applicationId: number,
  ): Promise<{ application: Application; ids: Set<number> }>;
  /** The application's routes, id → path: the only ones its menus' items may open. */
  routesOf(applicationId: number, tx?: Db): Promise<Map<number, string>>;
  /** The paths of these routes, whatever their application. */
  routePaths(routeIds: number[], tx?: Db): Promise<Map<number, string>>;
}

export interface ExportedMenu {
  nome: string;
  description: string;
  items: {
    label: string;
    icon: string | null;
    routePath: string | null;
    enabled: boolean;
    children: { label: string; icon: string | null; routePath: string | null; enabled: boolean }[];
  }[];
}

function toMenu(row: MenuRow): Menu {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Parents with their children, in order. */
function toTree(items: MenuChildItem[]): MenuFatherItem[] {
  const byPosition = (a: MenuChildItem, b: MenuChildItem) => a.position - b.position || a.id - b.id;
  return items
    .filter((item) => item.parentId === null)
    .sort(byPosition)
    .map((father) => ({
      ...father,
      children: items.filter((item) => item.parentId === father.id).sort(byPosition),
    }));
}

/** The user's view of a menu: enabled items whose route they may open; parents need a route or a child. */
export function filterMenu(items: MenuFatherItem[], visible: Set<number>): MenuNode[] {
  const open = (item: MenuChildItem) => item.enabled && item.routeId !== null && visible.has(item.routeId);
  return items
    .filter((father) => father.enabled)
    .map((father) => ({
      id: father.id,
      label: father.label,
      icon: father.icon,
      path: open(father) ? father.path : null,
      children: father.children
        .filter(open)
        .map((child) => ({ id: child.id, label: child.label, icon: child.icon, path: child.path })),
    }))
    .filter((node) => node.path !== null || node.children.length > 0);
}

/** Menus, their parent and child items, and the menu each user gets (SPEC.md §7 "Menu"). */
export function createMenuService(deps: {
  db: Db;
  audit: AuditLog;
  platform: MenuPlatform;
  /** Keeps each application's menu tree in memory until a menu, an item or a route changes (ADR 0032). */
  cache?: ReadCache;
}) {
  const { db, audit, platform } = deps;
  const repo = createMenuRepository(db);

  function write<T>(fn: (tx: MenuRepository, txDb: Db) => Promise<T>): Promise<T> {
    return inTransaction(
      db,
      (txDb) => fn(createMenuRepository(txDb), txDb),
      (error) =>
        pgErrorOf(error)?.code === '23505'
          ? new ConflictError("L'applicazione ha già un menu con questo nome.", [
              { path: 'body.nome', message: 'Nome già usato.' },
            ])
          : error,
    );
  }

  function record(
    ctx: WriteContext,
    entity: string,
    entityId: number,
    action: string,
    details: object,
    txDb: Db,
  ) {
    return audit.record(
      { actor: ctx.actor, entity, entityId, action, details: { ...details }, requestId: ctx.requestId },
      txDb,
    );
  }

  /** Items with the path of the route each opens, which the platform keeps. */
  async function withPaths(items: ItemRow[], txDb: Db = db): Promise<MenuChildItem[]> {
    const ids = [...new Set(items.flatMap((item) => (item.routeId === null ? [] : [item.routeId])))];
    const paths = ids.length > 0 ? await platform.routePaths(ids, txDb) : new Map<number, string>();
    return items.map((item) => ({
      ...item,
      path: item.routeId === null ? null : (paths.get(item.routeId) ?? null),
    }));
  }

  async function mustMenu(id: number, tx: MenuRepository = repo) {
    return found(await tx.findMenu(id), 'Menu non trovato.');
  }

  async function detail(menu: MenuRow, tx: MenuRepository = repo, txDb: Db = db): Promise<MenuDetail> {
    return { ...toMenu(menu), items: toTree(await withPaths(await tx.itemsOfMenus([menu.id]), txDb)) };
  }

  async function menusOfConfiguration(idWsc: number) {
    const application = await platform.applicationOfConfiguration(idWsc);
    if (!application) {
      throw new NotFoundError('Configurazione non trovata.');
    }
    return repo.listMenus(application.id);
  }

  /** The route an item opens must be one of its menu's application. */
  async function checkRoute(txDb: Db, applicationId: number, routeId: number | null, path: string) {
    if (routeId === null) {
      return;
    }
    const routes = await platform.routesOf(applicationId, txDb);
    if (!routes.has(routeId)) {
      throw new ValidationError([{ path, message: "La rotta non appartiene all'applicazione del menu." }]);
    }
  }

  async function mustItem(
    id: number,
    kind: 'father' | 'child',
    tx: MenuRepository = repo,
    txDb: Db = db,
  ): Promise<MenuChildItem> {
    const item = await tx.findItem(id);
    if (!item || (kind === 'father') !== (item.parentId === null)) {
      throw new NotFoundError(kind === 'father' ? 'Voce padre non trovata.' : 'Voce figlia non trovata.');
    }
    const [withPath] = await withPaths([item], txDb);
    return withPath as MenuChildItem;
  }

  async function fatherWithChildren(
    item: MenuChildItem,
    tx: MenuRepository = repo,
    txDb: Db = db,
  ): Promise<MenuFatherItem> {
    return { ...item, children: await withPaths(await tx.childrenOf([item.id]), txDb) };
  }

  async function itemsOfMenus(menuIds: number[]): Promise<MenuChildItem[]> {
    return withPaths(await repo.itemsOfMenus(menuIds));
  }

  /** Every item of the application's menus as one tree, with the paths of their routes. */
  async function treeOf(applicationId: number): Promise<MenuFatherItem[]> {
    const menus = await repo.listMenus(applicationId);
    return toTree(await itemsOfMenus(menus.map((m) => m.id)));
  }
  const tree = deps.cache
    ? deps.cache.memo({ tables: ['menu.menus', 'menu.items', 'platform.routes'], load: treeOf, max: 1000 })
    : treeOf;

  async function menuFor(application: Application, visible: Set<number>) {
    return filterMenu(await tree(application.id), visible);
  }

  async function filtered(principal: Principal, applicationId: number): Promise<MenuNode[]> {
    const { application, ids } = await platform.openedApplication(principal, applicationId);
    return menuFor(application, ids);
  }

  return {
    // menus (menu groups) -----------------------------------------------------------------------------------------
    async list(applicationId?: number): Promise<Menu[]> {
      return (await repo.listMenus(applicationId)).map(toMenu);
    },

    async get(id: number): Promise<MenuDetail> {
      return detail(await mustMenu(id));
    },

    async create(input: MenuInput, ctx: WriteContext): Promise<MenuDetail> {
      if (!(await platform.findApplication(input.applicationId))) {
        throw new ConflictError("L'applicazione indicata non esiste.", [
          { path: 'body.applicationId', message: "L'applicazione indicata non esiste." },
        ]);
      }
      return write(async (tx, txDb) => {
        const id = await tx.insertMenu(input);
        await record(ctx, 'menu', id, 'create', { applicationId: input.applicationId }, txDb);
        return detail(await mustMenu(id, tx), tx, txDb);
      });
    },

    async remove(id: number, ctx: WriteContext): Promise<Menu> {
      return write(async (tx, txDb) => {
        const menu = await mustMenu(id, tx);
        await tx.deleteMenu(id);
        await record(ctx, 'menu', id, 'delete', { version: menu.version }, txDb);
        return toMenu(menu);
      });
    },

    /**
     * Saves a whole menu as the admin arranged it: items without id are created, items left out are deleted, order
     * is the order given. Refused with 409 when the menu changed since `version` was read (nothing is lost).
     */
    async save(input: MenuUpdate, ctx: WriteContext) {
      const menu = await write(async (tx, txDb) => {
        const current = await mustMenu(input.id, tx);
        await tx.updateMenu(input.id, input.version, { nome: input.nome, description: input.description });
        const existing = await tx.itemsOfMenus([input.id]);
        const ownIds = new Set(existing.map((i) => i.id));
        const routes = await platform.routesOf(current.applicationId, txDb);
        const kept = new Set<number>();
        const check = (item: { id?: number; routeId: number | null }, path: string) => {
          if (item.id !== undefined && !ownIds.has(item.id)) {
            throw new ValidationError([
              { path: `${path}.id`, message: 'La voce non appartiene a questo menu.' },
            ]);
          }
          if (item.id !== undefined && kept.has(item.id)) {
            throw new ValidationError([{ path: `${path}.id`, message: 'Voce ripetuta.' }]);
          }
          if (item.routeId !== null && !routes.has(item.routeId)) {
            throw new ValidationError([
              { path: `${path}.routeId`, message: "La rotta non appartiene all'applicazione del menu." },
            ]);
          }
          if (item.id !== undefined) {
            kept.add(item.id);
          }
        };
        for (const [fatherIndex, father] of input.items.entries()) {
          check(father, `body.items.${fatherIndex}`);
          for (const [childIndex, child] of father.children.entries()) {
            check(child, `body.items.${fatherIndex}.children.${childIndex}`);
          }
        }
        /** Writes an item at its place (a new one is inserted) and answers its id. */
        const save = async (
          item: Omit<MenuUpdate['items'][number], 'children'>,
          parentId: number | null,
          position: number,
        ) => {
          const values = { ...pick(item, ['label', 'icon', 'routeId', 'enabled']), position };
          if (item.id === undefined) return tx.insertItem(input.id, parentId, values);
          await tx.updateItem(item.id, parentId, values);
          return item.id;
        };
        for (const [position, father] of input.items.entries()) {
          const fatherId = await save(father, null, position);
          for (const [childPosition, child] of father.children.entries()) {
            await save(child, fatherId, childPosition);
          }
        }
        const removed = existing.filter((i) => !kept.has(i.id)).map((i) => i.id);
        await tx.deleteItems(removed);
        await record(
          ctx,
          'menu',
          input.id,
          'update',
          {
            before: { version: input.version },
            after: { version: input.version + 1 },
            removedItems: removed.length,
          },
          txDb,
        );
        return detail(await mustMenu(input.id, tx), tx, txDb);
      });
      return { message: adminMessages.menuSaved, menu };
    },

    // items -------------------------------------------------------------------------------------------------------
    async fathers(filter: { idWsc?: number; idMenu?: number }): Promise<MenuFatherItem[]> {
      let menuIds: number[];
      if (filter.idMenu !== undefined) {
        menuIds = [filter.idMenu];
      } else if (filter.idWsc !== undefined) {
        menuIds = (await menusOfConfiguration(filter.idWsc)).map((m) => m.id);
      } else {
        menuIds = (await repo.listMenus()).map((m) => m.id);
      }
      return toTree(await itemsOfMenus(menuIds));
    },

    async father(id: number): Promise<MenuFatherItem> {
      return fatherWithChildren(await mustItem(id, 'father'));
    },

    async children(filter: { idFather?: number; idWsc?: number }): Promise<MenuChildItem[]> {
      if (filter.idFather !== undefined) {
        return withPaths(await repo.childrenOf([filter.idFather]));
      }
      const menuIds =
        filter.idWsc !== undefined
          ? (await menusOfConfiguration(filter.idWsc)).map((m) => m.id)
          : (await repo.listMenus()).map((m) => m.id);
      return (await itemsOfMenus(menuIds)).filter((item) => item.parentId !== null);
    },

    async child(id: number): Promise<MenuChildItem> {
      return mustItem(id, 'child');
    },

    async createFather(input: FatherInput, ctx: WriteContext): Promise<MenuFatherItem> {
      return write(async (tx, txDb) => {
        const menu = await tx.findMenu(input.menuId);
        if (!menu) {
          throw new ConflictError('Il menu indicato non esiste.', [
            { path: 'body.menuId', message: 'Il menu indicato non esiste.' },
          ]);
        }
        await checkRoute(txDb, menu.applicationId, input.routeId, 'body.routeId');
        const position = input.position ?? (await tx.nextPosition(menu.id, null));
        const id = await tx.insertItem(menu.id, null, { ...input, position });
        await tx.touchMenu(menu.id);
        await record(ctx, 'voce-menu', id, 'create', { menuId: menu.id }, txDb);
        return fatherWithChildren(await mustItem(id, 'father', tx, txDb), tx, txDb);
      });
    },

    async updateFather(input: FatherUpdate, ctx: WriteContext): Promise<MenuFatherItem> {
      return write(async (tx, txDb) => {
        const item = await mustItem(input.id, 'father', tx, txDb);
        const menu = await mustMenu(item.menuId, tx);
        await checkRoute(txDb, menu.applicationId, input.routeId, 'body.routeId');
        await tx.updateItem(input.id, null, input, input.version);
        await tx.touchMenu(menu.id);
        await record(ctx, 'voce-menu', input.id, 'update', { version: input.version + 1 }, txDb);
        return fatherWithChildren(await mustItem(input.id, 'father', tx, txDb), tx, txDb);
      });
    },

    async createChild(input: ChildInput, ctx: WriteContext): Promise<MenuChildItem> {
      return write(async (tx, txDb) => {
        const parent = await tx.findItem(input.parentId);
        if (!parent || parent.parentId !== null) {
          throw new ConflictError('La voce padre indicata non esiste.', [
            { path: 'body.parentId', message: 'La voce padre indicata non esiste.' },
          ]);
        }
        const menu = await mustMenu(parent.menuId, tx);
        await checkRoute(txDb, menu.applicationId, input.routeId, 'body.routeId');
        const position = input.position ?? (await tx.nextPosition(menu.id, parent.id));
        const id = await tx.insertItem(menu.id, parent.id, { ...input, position });
        await tx.touchMenu(menu.id);
        await record(ctx, 'voce-menu', id, 'create', { menuId: menu.id, parentId: parent.id }, txDb);
        return mustItem(id, 'child', tx, txDb);
      });
    },

    async updateChild(input: ChildUpdate, ctx: WriteContext): Promise<MenuChildItem> {
      return write(async (tx, txDb) => {
        const item = await mustItem(input.id, 'child', tx, txDb);
        const parent = await tx.findItem(input.parentId);
        if (!parent || parent.parentId !== null || parent.menuId !== item.menuId) {
          throw new ConflictError('La voce padre indicata non esiste in questo menu.', [
            { path: 'body.parentId', message: 'La voce padre indicata non esiste in questo menu.' },
          ]);
        }
        const menu = await mustMenu(item.menuId, tx);
        await checkRoute(txDb, menu.applicationId, input.routeId, 'body.routeId');
        await tx.updateItem(input.id, parent.id, input, input.version);
        await tx.touchMenu(menu.id);
        await record(ctx, 'voce-menu', input.id, 'update', { version: input.version + 1 }, txDb);
        return mustItem(input.id, 'child', tx, txDb);
      });
    },

    /** Removes a parent with its children (they belong to it). */
    async removeFather(id: number, ctx: WriteContext): Promise<MenuFatherItem> {
      return write(async (tx, txDb) => {
        const father = await fatherWithChildren(await mustItem(id, 'father', tx, txDb), tx, txDb);
        await tx.deleteItems([id]);
        await tx.touchMenu(father.menuId);
        await record(ctx, 'voce-menu', id, 'delete', { children: father.children.length }, txDb);
        return father;
      });
    },

    async removeChild(id: number, ctx: WriteContext): Promise<MenuChildItem> {
      return write(async (tx, txDb) => {
        const child = await mustItem(id, 'child', tx, txDb);
        await tx.deleteItems([id]);
        await tx.touchMenu(child.menuId);
        await record(ctx, 'voce-menu', id, 'delete', {}, txDb);
        return child;
      });
    },

    // views -------------------------------------------------------------------------------------------------------
    async voci(idWsc: number): Promise<MenuDetail[]> {
      const menus = await menusOfConfiguration(idWsc);
      return Promise.all(menus.map((menu) => detail(menu)));
    },

    menusOfApplication: async (applicationId: number): Promise<Menu[]> =>
      (await repo.listMenus(applicationId)).map(toMenu),

    /** The menu of the application as this user gets it. */
    filtered,
    /** The menu a set of visible routes gives (the "view as role" preview). */
    forRoutes: (application: Application, visible: Set<number>): Promise<MenuNode[]> =>
      menuFor(application, visible),

    /** Menu items opening a route (a route deleted under them would leave them pointing nowhere). */
    itemsUsingRoute: (routeId: number) => repo.itemsUsingRoute(routeId),

    async exportMenus(applicationId: number): Promise<ExportedMenu[]> {
      const menus = await repo.listMenus(applicationId);
      const out: ExportedMenu[] = [];
      for (const menu of menus) {
        const tree = toTree(await itemsOfMenus([menu.id]));
        const item = (i: MenuChildItem) => ({
          label: i.label,
          icon: i.icon,
          routePath: i.path,
          enabled: i.enabled,
        });
        out.push({
          nome: menu.nome,
          description: menu.description,
          items: tree.map((father) => ({ ...item(father), children: father.children.map(item) })),
        });
      }
      return out;
    },

    /** Replaces the application's menus with imported ones, inside the caller's transaction. */
    async replaceMenus(
      txDb: Db,
      applicationId: number,
      menus: ExportedMenu[],
      routeIdByPath: Map<string, number>,
    ) {
      const tx = createMenuRepository(txDb);
      for (const menu of await tx.listMenus(applicationId)) {
        await tx.deleteMenu(menu.id);
      }
      for (const menu of menus) {
        const menuId = await tx.insertMenu({ applicationId, nome: menu.nome, description: menu.description });
        for (const [position, father] of menu.items.entries()) {
          const routeId = father.routePath ? (routeIdByPath.get(father.routePath) ?? null) : null;
          const fatherId = await tx.insertItem(menuId, null, {
            label: father.label,
            icon: father.icon,
            routeId,
            enabled: father.enabled,
            position,
          });
          for (const [childPosition, child] of father.children.entries()) {
            await tx.insertItem(menuId, fatherId, {
              label: child.label,
              icon: child.icon,
              routeId: child.routePath ? (routeIdByPath.get(child.routePath) ?? null) : null,
              enabled: child.enabled,
              position: childPosition,
            });
          }
        }
      }
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
