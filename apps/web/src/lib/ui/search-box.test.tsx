import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest } from '../../test/fake-timers.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { SearchBox } from './page.tsx';

describe('SearchBox', () => {
  fakeTimersInEachTest('/healthenv/postazioni');

  function typeInto(onChange: (value: string) => void, text: string) {
    render(<SearchBox label="Cerca" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Cerca'), { target: { value: text } });
  }

  it('hands the words over after the pause, once', () => {
    const onChange = vi.fn();
    typeInto(onChange, 'Bari');
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Bari');
  });

  it('drops the words when a link was followed within the pause (the next screen still loading)', () => {
    const onChange = vi.fn();
    typeInto(onChange, 'Bari');
    // What the router does on a link: the address first, the screen when its code has loaded.
    window.history.pushState(null, '', '/healthenv/postazioni/42');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('useDebouncedValue', () => {
  fakeTimersInEachTest('/strutture');

  function Shown({ value }: { value: string }) {
    return <output>{useDebouncedValue(value, 300)}</output>;
  }

  it('settles after the pause, and not once the user has followed a link', () => {
    const { rerender } = render(<Shown value="" />);
    rerender(<Shown value="Roma" />);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('status')).toHaveTextContent('Roma');

    rerender(<Shown value="Roma Nord" />);
    window.history.pushState(null, '', '/strutture/42');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent(/^Roma$/);
  });
});
