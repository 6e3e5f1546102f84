import { Button, Modal, ModalBody, ModalFooter } from 'design-react-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHeader } from '../../lib/ui/dialog-header.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import {
  type ActivityClock,
  createActivityClock,
  formatCountdown,
  type IdlePhase,
  type IdlePolicy,
  idlePhase,
} from '../auth/idle-session.ts';

/** What counts as the user being there: a key, a click, a touch, a scroll of the wheel. */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
const TICK_MS = 1000;

function prepare(titleId: string, bodyId: string): void {
  const dialog = [...document.querySelectorAll('[role="alertdialog"]')].find(
    (element) => element.getAttribute('aria-labelledby') === titleId,
  );
  dialog?.setAttribute('aria-describedby', bodyId);
  // The one expected answer takes the focus (the kit focuses the dialog itself).
  dialog?.querySelector<HTMLButtonElement>('[data-idle-stay]')?.focus();
}

/** Screen readers hear the time left when the warning opens, every 30 s, and at 10 s: not every second. */
function worthAnnouncing(secondsLeft: number): boolean {
  return secondsLeft % 30 === 0 || secondsLeft === 10;
}

/**
 * Before an inactive session ends, asks "La sessione sta per scadere: resta collegato?" with the time left;
 * staying refreshes the tokens, leaving (or the time running out) signs out. Every tab shows the same warning
 * and closes it when the user stays in any of them (idle-session.ts).
 */
export function IdleWarning() {
  const { session, idlePolicy, extendSession, signOut } = useAuth();
  if (!session.logged || !idlePolicy) return null;
  return <IdleWatch policy={idlePolicy} onStay={extendSession} onExpire={signOut} />;
}

export function IdleWatch({
  policy,
  onStay,
  onExpire,
  clock,
  now = Date.now,
}: {
  policy: IdlePolicy;
  onStay: () => unknown;
  onExpire: () => unknown;
  clock?: ActivityClock;
  now?: () => number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const activity = useRef<ActivityClock>(clock ?? createActivityClock(globalThis.localStorage ?? null, now));
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active' });
  const [announced, setAnnounced] = useState('');
  const phaseRef = useRef(phase);
  const expired = useRef(false);
  phaseRef.current = phase;

  useEffect(() => {
    const tracker = activity.current;
    tracker.touch(true);
    // While the warning is open only its button keeps the session: moving the mouse over it does not.
    const onActivity = () => {
      if (phaseRef.current.kind === 'active') tracker.touch();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const tick = () => {
      const next = idlePhase(tracker.last(), now(), policy);
      setPhase((previous) =>
        previous.kind === next.kind &&
        (next.kind !== 'warning' ||
          (previous.kind === 'warning' && previous.secondsLeft === next.secondsLeft))
          ? previous
          : next,
      );
      if (next.kind === 'expired' && !expired.current) {
        expired.current = true;
        onExpire();
      }
    };
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [policy, now, onExpire]);

  const secondsLeft = phase.kind === 'warning' ? phase.secondsLeft : null;
  useEffect(() => {
    if (secondsLeft === null) {
      setAnnounced('');
      return;
    }
    setAnnounced((previous) =>
      previous === '' || worthAnnouncing(secondsLeft)
        ? t('idle.remaining', { time: formatCountdown(secondsLeft) })
        : previous,
    );
  }, [secondsLeft, t]);

  const stay = () => {
    activity.current.touch(true);
    setPhase({ kind: 'active' });
    onStay();
  };

  return (
    <Modal
      isOpen={secondsLeft !== null}
      toggle={stay}
      labelledBy={titleId}
      role="alertdialog"
      // The kit puts role and name on the outer element but other attributes on an inner one: the description
      // goes where the role is once the dialog is open.
      onOpened={() => prepare(titleId, bodyId)}
      fade={false}
      backdrop="static"
    >
      <DialogHeader titleId={titleId} onClose={stay}>
        {t('idle.title')}
      </DialogHeader>
      <ModalBody>
        <p id={bodyId}>{t('idle.body', { minutes: Math.round(policy.idleSeconds / 60) })}</p>
        <p className="h3 mb-0" aria-hidden="true">
          {formatCountdown(secondsLeft ?? 0)}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {announced}
        </p>
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline type="button" onClick={() => onExpire()}>
          {t('idle.leave')}
        </Button>
        <Button color="primary" type="button" onClick={stay} data-idle-stay>
          {t('idle.stay')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
