import { adminMessages, type MenuDetail, menuRoutes, type RouteConfig } from '@halo/contract';
import { Button } from 'design-react-kit';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { FailureAlert } from '../../../lib/ui/failure-alert.tsx';
import { StrongText } from '../../../lib/ui/record-section.tsx';
import type { WriteFailure } from '../halo.api.ts';
import { useAdminWrite } from '../halo.queries.ts';
import { MenuItemDialog } from './menu-item-form.tsx';
import {
  addItem,
  canDrop,
  type DraftItem,
  type DraftTree,
  locate,
  moveBy,
  moveTo,
  removeItem,
  replaceItem,
  treeOf,
  treeSignature,
  updateBody,
} from './menu-tree.ts';
import '../halo.css';
import { usePermissions } from '../../../lib/permissions.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';

const red = { color: 'danger' };

type Editing = { mode: 'edit'; key: string } | { mode: 'new'; parent: string | null };

/**
 * The tree of a menu: parents and their children, reordered by dragging or with the "Sposta su/giù" buttons
 * (which keep the keyboard focus on the moved item and announce its new place). Nothing is sent until
 * "Salva menu", which PUTs the whole tree with the version read (a stale copy gets 409).
 */
export function MenuEditor({
  menu,
  routes,
  onSaved,
  onReload,
}: {
  menu: MenuDetail;
  routes: readonly RouteConfig[];
  /** The menu as saved (its new version). */
  onSaved: (saved: MenuDetail) => unknown;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('adminForms');
  const [tree, setTree] = useState<DraftTree>(() => treeOf(menu));
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ key: string; action: 'up' | 'down' } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<DraftItem | null>(null);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const update = useAdminWrite(menuRoutes.update);
  // A reader sees the tree but cannot change it.
  const mayEdit = usePermissions().canCall(menuRoutes.update);
  const newKeys = useRef(0);
  const draggingRef = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const dirty = treeSignature(tree) !== treeSignature(treeOf(menu));

  // A saved or reloaded menu (a new version) becomes the new starting point; the focus stays where it was.
  const [baseVersion, setBaseVersion] = useState(menu.version);
  if (baseVersion !== menu.version) {
    setBaseVersion(menu.version);
    setTree(treeOf(menu));
    setFailure(null);
  }

  // After a move the moved item's button keeps the focus (at an end, the other direction's button).
  useEffect(() => {
    if (!focus) return;
    const find = (action: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `button[data-menu-key="${focus.key}"][data-action="${action}"]`,
      );
    const wanted = find(focus.action);
    const target = wanted && !wanted.disabled ? wanted : find(focus.action === 'up' ? 'down' : 'up');
    target?.focus();
    setFocus(null);
  }, [focus]);

  const describe = (next: DraftTree, key: string, label: string) => {
    const where = locate(next, key);
    if (!where) return '';
    const parent = where.parent ? next.find((f) => f.key === where.parent) : null;
    const place = { label, position: where.index + 1, total: where.count };
    return parent
      ? t('menu.editor.positionUnder', { ...place, parent: parent.label })
      : t('menu.editor.position', place);
  };

  const move = (item: DraftItem, delta: -1 | 1) => {
    const next = moveBy(tree, item.key, delta);
    setTree(next);
    setAnnouncement(t('menu.editor.moved', { where: describe(next, item.key, item.label) }));
    setFocus({ key: item.key, action: delta < 0 ? 'up' : 'down' });
  };

  const drop = (source: string, target: string) => {
    const item = findItem(tree, source);
    const next = moveTo(tree, source, target);
    setTree(next);
    setDragging(null);
    setOver(null);
    if (item && next !== tree) {
      setAnnouncement(t('menu.editor.moved', { where: describe(next, item.key, item.label) }));
    }
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    const result = await update.mutateAsync({
      body: updateBody(menu, tree),
      fallback: adminMessages.menuSaveFailed,
    });
    setSaving(false);
    if (!result.ok) {
      setFailure(result);
      return;
    }
    notifySuccess(result.data.message || adminMessages.menuSaved);
    await onSaved(result.data.menu);
  };

  const dragProps = (key: string) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', key);
      draggingRef.current = key;
      setDragging(key);
    },
    onDragEnd: () => {
      draggingRef.current = null;
      setDragging(null);
      setOver(null);
    },
    onDragOver: (event: DragEvent) => {
      // The ref, not the state: the first dragover may come before the re-render that follows dragstart.
      const source = draggingRef.current;
      if (!source || !canDrop(tree, source, key)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      if (over !== key) setOver(key);
    },
    onDrop: (event: DragEvent) => {
      const source = draggingRef.current ?? event.dataTransfer.getData('text/plain');
      if (!source || !canDrop(tree, source, key)) return;
      event.preventDefault();
      event.stopPropagation();
      draggingRef.current = null;
      drop(source, key);
    },
  });

  /** One of an item's buttons: the word shown, and the accessible name that says which item. */
  const action = (label: string, text: string, onClick: () => void, more: Record<string, unknown> = {}) => (
    <Button color="primary" outline size="xs" type="button" aria-label={label} onClick={onClick} {...more}>
      {text}
    </Button>
  );
  // "Sposta su/giù": the buttons after a move finds by the item's key and the direction (see the focus above).
  const moveButton = (item: DraftItem, delta: -1 | 1, disabled: boolean) => {
    const up = delta < 0;
    return action(
      t(up ? 'menu.editor.moveUp' : 'menu.editor.moveDown', { label: item.label }),
      t(up ? 'menu.editor.up' : 'menu.editor.down'),
      () => move(item, delta),
      { 'data-menu-key': item.key, 'data-action': up ? 'up' : 'down', disabled },
    );
  };

  const row = (item: DraftItem, where: { index: number; count: number }, parent: DraftItem | null) => (
    <div
      className={`halo-menu-item${dragging === item.key ? ' is-dragging' : ''}${over === item.key ? ' is-drop-target' : ''}`}
      data-testid={`menu-item-${item.label}`}
      {...dragProps(item.key)}
    >
      <span className="halo-menu-label">
        {item.label}
        {item.enabled ? null : <span className="badge bg-secondary ms-2">{t('menu.editor.disabled')}</span>}
        <span className="d-block halo-menu-path">
          {item.path ?? (parent ? t('menu.editor.noRoute') : t('menu.editor.heading'))}
        </span>
      </span>
      <span className="d-flex flex-wrap gap-1">
        {moveButton(item, -1, where.index === 0)}
        {moveButton(item, 1, where.index === where.count - 1)}
        {action(t('menu.editor.editItem', { label: item.label }), t('common.edit'), () =>
          setEditing({ mode: 'edit', key: item.key }),
        )}
        {parent
          ? null
          : action(t('menu.editor.addChildTo', { label: item.label }), t('menu.editor.addChild'), () =>
              setEditing({ mode: 'new', parent: item.key }),
            )}
        {action(
          t('menu.editor.deleteItem', { label: item.label }),
          t('common.delete'),
          () => setRemoving(item),
          red,
        )}
      </span>
    </div>
  );

  const editingItem = editing?.mode === 'edit' ? findItem(tree, editing.key) : null;
  const editingIsParent =
    editing?.mode === 'new'
      ? editing.parent === null
      : editing
        ? locate(tree, editing.key)?.parent === null
        : false;

  return (
    <div ref={listRef}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <p className="small">{t('menu.editor.help')}</p>
      {failure ? (
        <FailureAlert
          failure={failure}
          extra={failure.details.map((d) => detailText(tree, d.path, d.message))}
          onReload={onReload}
        />
      ) : null}
      {tree.length === 0 ? (
        <p>{t('menu.editor.empty')}</p>
      ) : (
        <ol className="halo-menu-tree" aria-label={t('menu.editor.items', { menu: menu.nome })}>
          {tree.map((father, index) => (
            <li key={father.key}>
              {row(father, { index, count: tree.length }, null)}
              {father.children.length > 0 ? (
                <ol
                  className="halo-menu-children"
                  aria-label={t('menu.editor.children', { label: father.label })}
                >
                  {father.children.map((child, childIndex) => (
                    <li key={child.key}>
                      {row(child, { index: childIndex, count: father.children.length }, father)}
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
        <Button
          color="primary"
          outline
          size="sm"
          type="button"
          onClick={() => setEditing({ mode: 'new', parent: null })}
        >
          {t('menu.editor.addParent')}
        </Button>
        <Button
          color="primary"
          size="sm"
          type="button"
          disabled={!dirty || saving || !mayEdit}
          onClick={() => void save()}
        >
          {t('menu.editor.save')}
        </Button>
        <Button
          color="secondary"
          outline
          size="sm"
          type="button"
          disabled={!dirty || saving || !mayEdit}
          onClick={() => {
            setTree(treeOf(menu));
            setFailure(null);
            setAnnouncement(t('menu.editor.discarded'));
          }}
        >
          {t('menu.editor.discard')}
        </Button>
        {dirty ? <span className="small fw-semibold">{t('menu.editor.unsaved')}</span> : null}
      </div>
      <MenuItemDialog
        isOpen={editing !== null}
        item={editingItem}
        isParent={editingIsParent}
        routes={routes}
        onClose={() => setEditing(null)}
        onDone={(values) => {
          if (editing?.mode === 'edit') {
            setTree(replaceItem(tree, editing.key, values));
          } else if (editing?.mode === 'new') {
            newKeys.current += 1;
            setTree(addItem(tree, editing.parent, { key: `n${newKeys.current}`, ...values }));
          }
          setEditing(null);
        }}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => ({ ok: true as const, data: removing })}
        onDone={() => {
          if (removing) setTree(removeItem(tree, removing.key));
          setAnnouncement(t('menu.editor.removed', { label: removing?.label ?? '' }));
          setRemoving(null);
        }}
      >
        <StrongText
          t={t}
          i18nKey={
            locate(tree, removing?.key ?? '')?.parent === null
              ? 'menu.editor.removeParentConfirm'
              : 'menu.editor.removeConfirm'
          }
          values={{ label: removing?.label ?? '' }}
        />
      </ConfirmDialog>
    </div>
  );
}

/** `body.items.1.children.0.routeId` → the item's label before the message, so the user knows which one. */
export function detailText(tree: DraftTree, path: string, message: string): string {
  const match = /^body\.items\.(\d+)(?:\.children\.(\d+))?\./.exec(path);
  if (!match) return message;
  const father = tree[Number(match[1])];
  const item = match[2] === undefined ? father : father?.children[Number(match[2])];
  return item ? i18n.t('adminForms:menu.editor.detail', { label: item.label, message }) : message;
}

function findItem(tree: DraftTree, key: string): DraftItem | null {
  for (const father of tree) {
    if (father.key === key) return father;
    const child = father.children.find((c) => c.key === key);
    if (child) return child;
  }
  return null;
}
