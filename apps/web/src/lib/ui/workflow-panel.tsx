import { Button } from 'design-react-kit';
import { type ReactNode, useRef, useState } from 'react';
import type { WriteFailure, WriteResult } from '../call-route.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { isStale } from './failure-alert.tsx';
import { PageSection } from './page.tsx';

/*
 * The workflow panel of the feature kit (issue 33, docs/adr/0045): a record's state and the moves the reader may
 * make now — the state table's `next` (packages/contract/src/states.ts) narrowed to what this reader may do. A move
 * is sent at once, or after a confirmation (one that cannot be undone); the server decides, and its refusal shows
 * here. After a move the button pressed is gone with the old state, so the focus goes to the new state; a record
 * changed meanwhile (stale version) is read again and the panel says so.
 */

export interface WorkflowMove<S extends string> {
  state: S;
  label: string;
  /** A move away from the usual path (back to draft) is outlined; a move that ends something is red. */
  tone?: 'primary' | 'secondary' | 'danger';
}

export function WorkflowPanel<S extends string, R>({
  title,
  status,
  help,
  moves,
  confirm,
  request,
  onDone,
  onReload,
  reloadedText,
}: {
  title: string;
  /** The state as a badge. */
  status: ReactNode;
  /** What the state means and who moves it on. */
  help: string;
  moves: readonly WorkflowMove<S>[];
  /** The move asked for in a dialog first (closing: never opens again). */
  confirm?: { state: S; title: string; body: ReactNode };
  request: (state: S) => Promise<WriteResult<R>>;
  onDone: (saved: R) => void;
  onReload: () => unknown;
  /** Said under a refusal of a record changed meanwhile, now read again. */
  reloadedText: string;
}) {
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const state = useRef<HTMLDivElement>(null);
  const done = (saved: R) => {
    onDone(saved);
    // The button pressed has gone with the old state: the user's focus goes to the new one.
    state.current?.focus();
  };
  const go = async (target: S) => {
    setBusy(true);
    setFailure(null);
    const result = await request(target);
    setBusy(false);
    if (result.ok) {
      done(result.data);
      return;
    }
    setFailure(result);
    // Someone changed the record meanwhile: the page shows it as it is now, and the user decides again.
    if (isStale(result)) await onReload();
  };
  const confirmLabel = moves.find((move) => move.state === confirm?.state)?.label;

  return (
    <PageSection title={title}>
      <div ref={state} tabIndex={-1}>
        <p className="mb-2">{status}</p>
        <p>{help}</p>
      </div>
      {moves.length > 0 ? (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {moves.map((move) => (
            <Button
              key={move.state}
              color={move.tone === 'danger' ? 'danger' : 'primary'}
              outline={move.tone === 'danger' || move.tone === 'secondary'}
              type="button"
              disabled={busy}
              onClick={() => (move.state === confirm?.state ? setConfirming(true) : void go(move.state))}
            >
              {move.label}
            </Button>
          ))}
        </div>
      ) : null}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-0">{failure.message}</p>
          {isStale(failure) ? <p className="mb-0 mt-2">{reloadedText}</p> : null}
        </div>
      ) : null}
      {confirm ? (
        <ConfirmDialog
          isOpen={confirming}
          title={confirm.title}
          confirmLabel={confirmLabel}
          onCancel={() => setConfirming(false)}
          onConfirm={() => request(confirm.state)}
          onDone={(saved) => {
            setConfirming(false);
            done(saved);
          }}
          onReload={onReload}
        >
          {confirm.body}
        </ConfirmDialog>
      ) : null}
    </PageSection>
  );
}
