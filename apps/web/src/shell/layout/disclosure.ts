import { type FocusEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * The disclosure pattern of the header's menus (WAI-ARIA APG "disclosure navigation"): a button with
 * aria-expanded shows a list; Escape closes it and gives focus back to the button; a click elsewhere closes it.
 * React state only: Bootstrap Italia's dropdown script is not involved.
 */
export function useDisclosure<W extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<W>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  // Keys are taken on the window in the capture phase: Bootstrap Italia's dropdown script listens on the
  // document in the capture phase too, and would throw on a list it did not open before React saw the key.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const inside = wrapper.current?.contains(event.target as Node) ?? false;
      if (!inside || !['Escape', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
      event.stopPropagation();
      event.preventDefault();
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
        return;
      }
      // Arrow keys move between the list's links and buttons, as in the kit's own dropdowns.
      const list = document.getElementById(id);
      const items = Array.from(list?.querySelectorAll<HTMLElement>('a, button') ?? []);
      if (items.length === 0) return;
      const at = items.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        at === -1 ? (step === 1 ? 0 : items.length - 1) : (at + step + items.length) % items.length;
      items[next]?.focus();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open, id]);

  // Tabbing out of the list closes it; a click elsewhere is the pointer handler's (no relatedTarget then).
  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapper.current?.contains(next)) setOpen(false);
  }, []);

  const close = useCallback(() => setOpen(false), []);
  /** Closes and gives focus back to the button: after a choice that stays on the page. */
  const closeToToggle = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);

  return {
    open,
    close,
    closeToToggle,
    wrapperProps: { ref: wrapper, onBlur },
    toggleProps: {
      ref: toggle,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen((value) => !value),
    },
    listId: id,
  };
}
