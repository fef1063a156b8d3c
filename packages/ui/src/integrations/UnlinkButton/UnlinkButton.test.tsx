import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/renderWithUi';
import { UnlinkButton } from './UnlinkButton';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const button = () => screen.getByRole('button');

describe('UnlinkButton (SPEC §4 unlink confirmation)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for confirmation for 3 seconds, then reverts without unlinking', () => {
    const onUnlink = vi.fn();
    renderWithUi(<UnlinkButton onUnlink={onUnlink} />);
    fireEvent.click(button());
    expect(button()).toHaveTextContent('Click again to confirm');
    act(() => vi.advanceTimersByTime(2999));
    expect(button()).toHaveTextContent('Click again to confirm');
    act(() => vi.advanceTimersByTime(1));
    expect(button()).toHaveTextContent('Unlink');
    expect(onUnlink).not.toHaveBeenCalled();
  });

  it('a first click after the window expired only re-arms the confirmation', () => {
    const onUnlink = vi.fn();
    renderWithUi(<UnlinkButton onUnlink={onUnlink} />);
    fireEvent.click(button());
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(button());
    expect(onUnlink).not.toHaveBeenCalled();
    expect(button()).toHaveTextContent('Click again to confirm');
  });

  it('unlinks on a second click inside the window and shows Unlinking... until it settles', async () => {
    const pending = deferred();
    const onUnlink = vi.fn(() => pending.promise);
    renderWithUi(<UnlinkButton onUnlink={onUnlink} />);
    fireEvent.click(button());
    act(() => vi.advanceTimersByTime(2900));
    fireEvent.click(button());
    expect(onUnlink).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('Unlinking...');
    expect(button()).toBeDisabled();
    // The 3 s window no longer applies while unlinking.
    act(() => vi.advanceTimersByTime(5000));
    expect(button()).toHaveTextContent('Unlinking...');
    await act(async () => pending.resolve());
    expect(button()).toHaveTextContent('Unlink');
    expect(button()).toBeEnabled();
  });

  it('returns to its label when unlinking fails', async () => {
    const onUnlink = vi.fn(() => Promise.reject(new Error('offline')));
    renderWithUi(<UnlinkButton onUnlink={onUnlink} />);
    fireEvent.click(button());
    fireEvent.click(button());
    await act(async () => {});
    expect(onUnlink).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('Unlink');
  });
});
