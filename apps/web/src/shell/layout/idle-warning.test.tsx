import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest } from '../../test/fake-timers.ts';
import { createActivityClock, LAST_ACTIVITY_KEY } from '../auth/idle-session.ts';
import { IdleWatch } from './idle-warning.tsx';

const policy = { idleSeconds: 60, warnSeconds: 20 };

function setup() {
  let now = 1_000_000;
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
  const onStay = vi.fn();
  const onExpire = vi.fn();
  render(
    <IdleWatch
      policy={policy}
      onStay={onStay}
      onExpire={onExpire}
      clock={createActivityClock(storage, () => now)}
      now={() => now}
    />,
  );
  /** Time passes without the user doing anything. */
  const wait = (seconds: number) => {
    act(() => {
      now += seconds * 1000;
      vi.advanceTimersByTime(1000);
    });
    // The dialog's own open and close timers.
    act(() => {
      vi.advanceTimersByTime(50);
    });
  };
  /** Another tab records activity. */
  const otherTab = () => store.set(LAST_ACTIVITY_KEY, String(now));
  return { wait, otherTab, onStay, onExpire };
}

fakeTimersInEachTest();

describe('the idle-session warning', () => {
  it('asks before the end, with the time left, and staying keeps the session', () => {
    const { wait, onStay, onExpire } = setup();
    wait(30);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    wait(15);
    const dialog = screen.getByRole('alertdialog', { name: 'La sessione sta per scadere' });
    expect(dialog).toHaveAccessibleDescription(
      'Per sicurezza la sessione si chiude dopo 1 minuti di inattività. Resta collegato?',
    );
    expect(screen.getByText('0:15')).toBeInTheDocument();
    expect(screen.getByText('Tempo rimanente: 0:15')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resta collegato' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Resta collegato' }));
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    wait(30);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('does not count moving about the open warning as activity, and signs out when the time runs out', () => {
    const { wait, onExpire } = setup();
    wait(45);
    fireEvent.keyDown(window, { key: 'Tab' });
    fireEvent.pointerDown(window);
    wait(16);
    expect(onExpire).toHaveBeenCalledTimes(1);
    wait(5);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('closes when the user carries on in another tab', () => {
    const { wait, otherTab } = setup();
    wait(45);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    otherTab();
    wait(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps a working user signed in', () => {
    const { wait, onExpire } = setup();
    for (let i = 0; i < 10; i++) {
      wait(30);
      fireEvent.keyDown(window, { key: 'a' });
    }
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
