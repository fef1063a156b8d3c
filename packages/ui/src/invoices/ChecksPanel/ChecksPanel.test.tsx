import type { Check } from '@ap/domain/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/renderWithUi';
import { ChecksPanel } from './ChecksPanel';

const failed = (name: string, extra: Partial<Check> = {}): Check => ({
  name,
  status: 'failed',
  overridden: false,
  overridden_by: null,
  ...extra,
});

describe('ChecksPanel overrides', () => {
  it('offers Override in edit mode, except on a red fraud signal (an Admin overrides it with a reason)', () => {
    const onOverride = vi.fn();
    renderWithUi(
      <ChecksPanel
        checks={[failed('vendor_required_fields'), failed('fraud_signals')]}
        editing
        onOverride={onOverride}
      />,
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Override Vendor Required Fields Present' }),
    );
    expect(onOverride).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'vendor_required_fields' }),
    );
    expect(screen.queryByRole('button', { name: 'Override No Fraud Signals' })).toBeNull();
  });

  it('shows who overrode a check and the reason they gave', () => {
    renderWithUi(
      <ChecksPanel
        checks={[
          failed('fraud_signals', {
            overridden: true,
            overridden_by: 'Dana Lopez',
            override_reason: 'Called the vendor on their known number',
          }),
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /No Fraud Signals/ }));
    expect(screen.getByTestId('override-info')).toHaveTextContent(
      'Overridden by Dana Lopez: Called the vendor on their known number',
    );
  });

  it('lets an Admin override a red fraud signal with a reason of at least three characters', async () => {
    const onOverrideWithReason = vi.fn().mockResolvedValue(undefined);
    renderWithUi(
      <ChecksPanel
        checks={[failed('fraud_signals'), failed('vendor_required_fields')]}
        onOverrideWithReason={onOverrideWithReason}
      />,
    );
    // Only the check that lifts with a reason offers it.
    fireEvent.click(screen.getByRole('button', { name: /Vendor Required Fields Present/ }));
    expect(screen.queryByRole('button', { name: 'Override with a reason' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /No Fraud Signals/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Override with a reason' }));
    const field = screen.getByRole('textbox', { name: 'Reason for overriding No Fraud Signals' });
    const confirm = screen.getByRole('button', { name: 'Confirm override' });
    fireEvent.change(field, { target: { value: 'ok' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(field, { target: { value: ' Called the vendor back ' } });
    fireEvent.click(confirm);
    expect(onOverrideWithReason).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'fraud_signals' }),
      'Called the vendor back',
    );
    expect(
      await screen.findByRole('button', { name: 'Override with a reason' }),
    ).toBeInTheDocument();
  });
});
