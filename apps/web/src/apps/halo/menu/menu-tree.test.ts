import { describe, expect, it } from 'vitest';
import { canDrop, type DraftTree, moveBy, moveTo } from './menu-tree.ts';

const leaf = (key: string) => ({ key, label: key, icon: null, routeId: null, path: null, enabled: true });
const tree: DraftTree = [
  { ...leaf('A'), children: [leaf('a1'), leaf('a2')] },
  { ...leaf('B'), children: [leaf('b1')] },
  { ...leaf('C'), children: [] },
];
const shape = (t: DraftTree) => t.map((f) => `${f.key}(${f.children.map((c) => c.key).join(',')})`).join(' ');

describe('menu tree moves', () => {
  it('moveBy stops at the ends', () => {
    expect(moveBy(tree, 'A', -1)).toBe(tree);
    expect(moveBy(tree, 'a2', 1)).toBe(tree);
    expect(shape(moveBy(tree, 'C', -1))).toBe('A(a1,a2) C() B(b1)');
  });

  it('dragging takes the target place, in either direction', () => {
    expect(shape(moveTo(tree, 'A', 'C'))).toBe('B(b1) C() A(a1,a2)');
    expect(shape(moveTo(tree, 'C', 'A'))).toBe('C() A(a1,a2) B(b1)');
    expect(shape(moveTo(tree, 'a2', 'a1'))).toBe('A(a2,a1) B(b1) C()');
  });

  it('a child dropped on another parent’s child or on a parent moves under it', () => {
    expect(shape(moveTo(tree, 'a1', 'b1'))).toBe('A(a2) B(a1,b1) C()');
    expect(shape(moveTo(tree, 'b1', 'C'))).toBe('A(a1,a2) B() C(b1)');
  });

  it('a parent cannot be dropped among children', () => {
    expect(canDrop(tree, 'A', 'b1')).toBe(false);
    expect(moveTo(tree, 'A', 'b1')).toBe(tree);
    expect(canDrop(tree, 'b1', 'A')).toBe(true);
  });
});
