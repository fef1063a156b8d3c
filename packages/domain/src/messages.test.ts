import { describe, expect, it } from 'vitest';
import {
  currentlyConnectedToMessage,
  domainAddedMessage,
  EMPTY_STATES,
  ERROR_TOASTS,
  failedToLoadConfigurationMessage,
  httpErrorMessage,
  SUCCESS_TOASTS,
  senderAddedMessage,
} from './messages';

describe('message templates', () => {
  it('fill in their value', () => {
    expect(domainAddedMessage('acme.com')).toBe('Domain acme.com added successfully');
    expect(senderAddedMessage('ap@acme.com')).toBe('Sender ap@acme.com added successfully');
    expect(httpErrorMessage(502)).toBe('HTTP error! status: 502');
    expect(failedToLoadConfigurationMessage('HTTP error! status: 500')).toBe(
      'Failed to load configuration: HTTP error! status: 500',
    );
    expect(currentlyConnectedToMessage('ap@acme.com')).toBe('Currently connected to ap@acme.com');
  });
});

describe('catalogue', () => {
  it('has no duplicate messages within a group', () => {
    for (const group of [ERROR_TOASTS, SUCCESS_TOASTS, EMPTY_STATES]) {
      const values = Object.values(group);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('keeps the admin and page wordings apart', () => {
    expect(EMPTY_STATES.invoicesAdmin).toBe('No invoices found');
    expect(EMPTY_STATES.invoices).toBe('No invoices found.');
    expect(ERROR_TOASTS.loadInvoicesAdmin).toBe('Failed to load invoices');
    expect(ERROR_TOASTS.loadInvoices).toBe('Failed to load invoices.');
  });
});
