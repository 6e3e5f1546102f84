import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { ConfirmDialog } from './confirm-dialog.tsx';

const Loaded = lazy(() =>
  import('./confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * A ConfirmDialog whose code (the modal and its parts) loads the first time it opens: for a page whose visitors
 * rarely confirm anything, such as the events on Pro.Sa.'s public home, where only a signed-in citizen cancelling
 * a booking ever opens it. Once opened it stays mounted, so it closes as any dialog does.
 */
export function LazyConfirmDialog<R>(props: ComponentProps<typeof ConfirmDialog<R>>) {
  const [wanted, setWanted] = useState(props.isOpen);
  if (props.isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...(props as ComponentProps<typeof ConfirmDialog<unknown>>)} />
    </Suspense>
  );
}
