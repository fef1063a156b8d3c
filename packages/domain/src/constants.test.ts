import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('SPEC §9 constants', () => {
  it('session and data fetching', () => {
    expect(c.AUTH_REFRESH_BEFORE_EXPIRY_SECONDS).toBe(600);
    expect(c.AUTH_MIN_SECONDS_BEFORE_REFRESH).toBe(120);
    expect(c.ORG_TOKEN_CACHE_SECONDS).toBe(300);
    expect(c.AUTH_BACKGROUND_REFRESH_MS).toBe(60_000);
    expect(c.AUTH_REFRESH_RETRY_DELAYS_MS).toEqual([100, 200, 300]);
    expect(c.INVOICE_LIST_POLL_MS).toBe(5000);
    expect(c.THREADS_LIMIT).toBe(10);
    expect(c.QUERY_MAX_RETRIES).toBe(3);
    expect(c.QUERY_CACHE_MS).toBe(5 * 60 * 1000);
    expect(c.QUERY_NO_RETRY_STATUSES).toEqual([401, 403, 404]);
  });

  it('UI timing and layout', () => {
    expect(c.TOAST_DURATION_MS).toBe(5000);
    expect(c.UNLINK_CONFIRM_WINDOW_MS).toBe(3000);
    expect(c.BANK_WIDGET_OPEN_DELAY_MS).toBe(100);
    expect(c.POST_SUCCESS_REDIRECT_DELAY_MS).toBe(500);
    expect(c.WIDGET_LOAD_RETRY_MS).toBe(1000);
    expect(c.TOOLTIP_DELAY_MS).toBe(700);
    expect(c.TOOLTIP_DELAY_SHORT_MS).toBe(300);
    expect(c.DRAWER_WIDTH_PX).toBe(480);
    expect(c.INVOICE_DIALOG_SIZE).toBe('90%');
  });

  it('money, payments and settings', () => {
    expect(c.HIGH_VALUE_PAYMENT_THRESHOLD_CENTS).toBe(10_000 * 100);
    expect(c.ARRIVAL_DAYS_AFTER_PAYMENT).toBe(4);
    expect(c.DEFAULT_CURRENCY).toBe('USD');
    expect(c.LOCALE).toBe('en-US');
    expect(c.READ_ONLY_MODE_DEFAULT).toBe(true);
    expect(c.DOMAIN_LABEL_MAX_LENGTH).toBe(63);
  });

  it('has ACH as the only enabled payment method, and the default', () => {
    expect(c.PAYMENT_METHODS.filter((method) => method.enabled).map((m) => m.label)).toEqual([
      'ACH',
    ]);
    expect(c.PAYMENT_METHODS.map((method) => method.label)).toEqual([
      'ACH',
      'Wire',
      'International Wire',
      'Mail a check',
      "Don't pay using this app",
    ]);
    expect(c.DEFAULT_PAYMENT_METHOD).toBe('ach');
  });

  it('has four onboarding steps with their labels', () => {
    expect(c.ONBOARDING_STEP_COUNT).toBe(4);
    expect(c.ONBOARDING_STEP_LABELS).toEqual([
      'Email System',
      'Connect Gmail',
      'Payment System',
      'Complete',
    ]);
  });

  it('offers the admin task filters', () => {
    expect(c.ADMIN_TASK_FILTER_OPTIONS.status).toEqual([
      'pending',
      'approved',
      'executed',
      'failed',
      'cancelled',
    ]);
    expect(c.ADMIN_TASK_FILTER_OPTIONS.type).toEqual([
      'send_email',
      'update_vendor',
      'pay_invoice',
    ]);
  });

  it('has distinct local storage keys', () => {
    const keys = Object.values(c.STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
