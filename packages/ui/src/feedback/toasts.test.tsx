import { ERROR_TOASTS, SUCCESS_TOASTS } from '@ap/domain';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/renderWithUi';
import { errorDetail, showErrorToast, showSuccessToast } from './toasts';

describe('toast helpers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  it('shows a success toast and removes it after 5 seconds', () => {
    renderWithUi(<div />);
    act(() => {
      showSuccessToast(SUCCESS_TOASTS.taskApproved);
    });
    expect(screen.getByText(SUCCESS_TOASTS.taskApproved)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText(SUCCESS_TOASTS.taskApproved)).toBeInTheDocument();
    // Removal waits for the 5 s auto-close, then the exit transition; step so chained timers run.
    let elapsed = 4900;
    while (screen.queryByText(SUCCESS_TOASTS.taskApproved) && elapsed < 10_000) {
      act(() => vi.advanceTimersByTime(50));
      elapsed += 50;
    }
    expect(elapsed).toBeGreaterThanOrEqual(5000);
    expect(elapsed).toBeLessThanOrEqual(6000);
  });

  it('puts the error text under the error title', () => {
    renderWithUi(<div />);
    act(() => {
      showErrorToast(ERROR_TOASTS.deleteVendor, new Error('HTTP error! status: 409'));
    });
    expect(screen.getByText(ERROR_TOASTS.deleteVendor)).toBeInTheDocument();
    expect(screen.getByText('HTTP error! status: 409')).toBeInTheDocument();
  });

  it.each([
    [new Error('boom'), 'boom'],
    ['plain text', 'plain text'],
    [new Error('{"error":"conflict","message":"Task is not pending"}'), 'Task is not pending'],
    ['{"error":"bad_request","message":"Amount is too large"}', 'Amount is too large'],
    [new Error('{"error":"conflict"}'), '{"error":"conflict"}'],
    [new Error('{not json'), '{not json'],
    [new Error(''), undefined],
    [{ status: 500 }, undefined],
    [undefined, undefined],
  ])('errorDetail(%j) -> %j', (error, detail) => {
    expect(errorDetail(error)).toBe(detail);
  });
});
