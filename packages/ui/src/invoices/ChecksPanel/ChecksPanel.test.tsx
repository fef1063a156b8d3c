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
});
