import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createHeldInvoice, createPaymentHold, invoiceByDisplayStatus } from '../../mocks';
import { renderWithUi } from '../../testing/renderWithUi';
import { InvoiceDetailsPanel } from './InvoiceDetailsPanel';
import { useInvoiceEditor } from './useInvoiceEditor';

const NOW = () => new Date(2026, 2, 5, 14, 30, 0);
const user = { firstName: 'Dana', lastName: 'Scully' };

function renderPanel(onSave: () => unknown) {
  renderWithUi(
    <InvoiceDetailsPanel
      invoice={invoiceByDisplayStatus.readyToPay()}
      currentUser={user}
      now={NOW}
      onSave={onSave}
      onPay={vi.fn()}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Invoice Number' }), {
    target: { value: 'INV-9' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('InvoiceDetailsPanel save', () => {
  it('leaves edit mode once the save resolves', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderPanel(onSave);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ invoice_number: 'INV-9' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('keeps the edits when the save fails, so the user can retry', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('Failed to update invoice'));
    renderPanel(onSave);
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Invoice Number' })).toHaveValue('INV-9');
  });

  it('hides Save Changes again when an edit is typed back to the original', () => {
    renderWithUi(
      <InvoiceDetailsPanel
        invoice={invoiceByDisplayStatus.readyToPay()}
        onSave={vi.fn()}
        onPay={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const number = screen.getByRole('textbox', { name: 'Invoice Number' });
    fireEvent.change(number, { target: { value: 'INV-9' } });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    fireEvent.change(number, { target: { value: 'INV-1001' } });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});

describe('useInvoiceEditor save payload', () => {
  it('sends the domain save shape, with checks only when a check was overridden', () => {
    const invoice = invoiceByDisplayStatus.notReady();
    const { result } = renderHook(() => useInvoiceEditor(invoice, user, NOW));
    expect(result.current.savePayload()).toBeNull();

    act(() => result.current.startEdit());
    expect(result.current.savePayload()).not.toHaveProperty('checks');
    expect(result.current.hasChanges).toBe(false);

    act(() => result.current.override({ name: 'vendor_required_fields', status: 'failed' }));
    expect(result.current.hasChanges).toBe(true);
    const checks = result.current.savePayload()?.checks ?? [];
    expect(checks.find((check) => check.name === 'vendor_required_fields')).toEqual({
      name: 'vendor_required_fields',
      status: 'failed',
      overridden: true,
      overridden_by: 'Dana Scully',
    });
    expect(checks.find((check) => check.name === 'invoice_approval_status')?.overridden).toBe(
      false,
    );

    act(() => result.current.revert());
    expect(result.current.editing).toBe(false);
    expect(result.current.overrides).toEqual({});
  });
});

describe('InvoiceDetailsPanel approve', () => {
  const waiting = () => ({
    ...invoiceByDisplayStatus.readyToPay(),
    approvals: [{ role: 'Requisitioner', approver: 'dana@acme.test', approved: false }],
  });

  it('approves this invoice and offers Approve again when the call fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onApproveInvoice = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const invoice = waiting();
    renderWithUi(
      <InvoiceDetailsPanel
        invoice={invoice}
        onSave={vi.fn()}
        onPay={vi.fn()}
        decidableApprovalSteps={[0]}
        onApproveInvoice={onApproveInvoice}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApproveInvoice).toHaveBeenCalledWith(invoice.id);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await act(async () => fail(new Error('Nothing to approve')));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});

describe('InvoiceDetailsPanel payment hold', () => {
  it('disables Pay while the payment is held, with who held it and why beside it', () => {
    const onPay = vi.fn();
    renderWithUi(
      <InvoiceDetailsPanel
        invoice={createHeldInvoice({
          payment_hold: createPaymentHold({ held_by: 'ap@acme.test', reason: 'Wrong amount' }),
        })}
        onSave={vi.fn()}
        onPay={onPay}
      />,
    );
    expect(screen.getByRole('status', { name: 'Invoice status' })).toHaveTextContent(
      'Payment on hold',
    );
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Held by ap@acme.test on 3/5/2026: Wrong amount');
    fireEvent.click(pay);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('offers Pay again once the hold is released', () => {
    renderWithUi(
      <InvoiceDetailsPanel
        invoice={createHeldInvoice({ payment_hold: null })}
        onSave={vi.fn()}
        onPay={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.queryByText('Payment on hold')).toBeNull();
  });
});
