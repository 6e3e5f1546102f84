import { Button } from 'design-react-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { WriteFailure, WriteResult } from '../call-route.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { isStale } from './failure-alert.tsx';
import { FormDialog } from './form-dialog.tsx';
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

/**
 * Every move asked in a dialog with fields (a note for the other side, a reason): the form's schema, values and
 * body, and the call. A record changed meanwhile closes the dialog and is read again, as a direct move's would be.
 */
export interface WorkflowAsk<S extends string, F extends FieldValues, B, R> {
  title: (state: S) => string;
  schema: z.ZodType<B>;
  defaultValues: DefaultValues<F>;
  toBody: (state: S, values: F) => unknown;
  submit: (body: B) => Promise<WriteResult<R>>;
  /** The dialog's text and fields for this move. */
  fields: (state: S) => ReactNode;
  /** Changes when the record changes (its version), so that a new form starts. */
  formKey: string;
}

export function WorkflowPanel<S extends string, R, F extends FieldValues = FieldValues, B = unknown>({
  title,
  status,
  help,
  moves,
  confirm,
  ask,
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
  /** Every move through a dialog with fields, instead of at once. */
  ask?: WorkflowAsk<S, F, B, R>;
  /** A move at once (or after `confirm`). */
  request?: (state: S) => Promise<WriteResult<R>>;
  onDone: (saved: R) => void;
  onReload: () => unknown;
  /** Said under a refusal of a record changed meanwhile, now read again. */
  reloadedText: string;
}) {
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState<S | null>(null);
  // A dialog gives the focus back to the button that opened it, unless the move went through (see `done`).
  const [returnFocus, setReturnFocus] = useState(true);
  const state = useRef<HTMLDivElement>(null);
  // The button pressed has gone with the old state: the user's focus goes to the new one, once a dialog the move
  // was asked in has closed (and given the focus back to that button).
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    if (moved > 0) state.current?.focus();
  }, [moved]);
  const done = (saved: R) => {
    setReturnFocus(false);
    onDone(saved);
    setMoved((count) => count + 1);
  };
  const refused = async (result: WriteFailure) => {
    setFailure(result);
    // Someone changed the record meanwhile: the page shows it as it is now, and the user decides again.
    if (isStale(result)) await onReload();
  };
  const go = async (target: S) => {
    if (!request) return;
    setBusy(true);
    setFailure(null);
    const result = await request(target);
    setBusy(false);
    if (result.ok) {
      done(result.data);
      return;
    }
    await refused(result);
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
              onClick={() => {
                setFailure(null);
                setReturnFocus(true);
                if (ask) setAsking(move.state);
                else if (move.state === confirm?.state) setConfirming(true);
                else void go(move.state);
              }}
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
      {confirm && request ? (
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
          returnFocus={returnFocus}
        >
          {confirm.body}
        </ConfirmDialog>
      ) : null}
      {ask ? (
        <FormDialog<F, B, R>
          title={asking ? ask.title(asking) : ''}
          isOpen={asking !== null}
          onClose={() => setAsking(null)}
          schema={ask.schema}
          defaultValues={ask.defaultValues}
          toBody={(values) => ask.toBody(asking as S, values)}
          submit={async (body) => {
            const result = await ask.submit(body);
            if (!result.ok && isStale(result)) {
              setAsking(null);
              await refused(result);
            }
            return result;
          }}
          onSaved={(saved) => {
            setAsking(null);
            done(saved);
          }}
          formKey={`${asking}-${ask.formKey}`}
          submitLabel={moves.find((move) => move.state === asking)?.label}
          returnFocus={returnFocus}
        >
          {asking ? ask.fields(asking) : null}
        </FormDialog>
      ) : null}
    </PageSection>
  );
}
