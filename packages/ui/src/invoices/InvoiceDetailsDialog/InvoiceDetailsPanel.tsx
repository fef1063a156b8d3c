import type { OverridingUser } from '@ap/domain';
import type { Check, Invoice, VendorBankDetails } from '@ap/domain/contract';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { ReadingRulesList, type ReadingRulesListProps } from '../../vendors/ReadingRulesList';
import { VendorPicker, type VendorPickerProps } from '../../vendors/VendorPicker';
import { ApprovalsWaterfall } from '../ApprovalsWaterfall';
import { ChecksPanel } from '../ChecksPanel';
import { InvoiceDetailsHeader } from '../InvoiceDetailsHeader';
import { InvoiceFields, InvoiceInformation } from '../InvoiceFields';
import { type LineCodingControls, LineItems } from '../LineItems';
import { PaymentBlock } from '../PaymentBlock';
import { VendorBlock } from '../VendorBlock';
import { type InvoiceDialogSavePayload, useInvoiceEditor } from './useInvoiceEditor';

export interface InvoiceDetailsPanelProps {
  /** The invoice shown. */
  invoice: Invoice;
  /** The signed-in user, recorded on check overrides; default none ('Unknown User'). */
  currentUser?: OverridingUser | null;
  /** The clock for override timestamps; default the real time. */
  now?: () => Date;
  /** Saves the edit session; edit mode ends when the returned promise resolves. */
  onSave: (payload: InvoiceDialogSavePayload) => unknown;
  /** Queues the invoice for payment. */
  onPay: (invoiceId: string) => unknown;
  /** Positions of the waiting approval steps the signed-in user may decide. Default: none. */
  decidableApprovalSteps?: readonly number[];
  /** Approves the signed-in user's waiting steps; without it no Approve button shows. Default: none. */
  onApproveInvoice?: (invoiceId: string) => unknown;
  /** Why the user may not approve the invoice now: Approve disabled with this note. Default: none. */
  approveInvoiceDisabledReason?: string | null;
  /** The audited reveal of the vendor's bank numbers; given to Admins only. Default: none. */
  onRevealBankDetails?: (vendorId: string) => Promise<VendorBankDetails>;
  /**
   * An Admin's override with a reason of a check only that lifts (a red fraud signal); absent
   * for a role that may not.
   */
  onOverrideCheckWithReason?: (
    invoiceId: string,
    check: string,
    reason: string,
  ) => Promise<unknown>;
  /** Form W-9: drafts the e-mail asking the vendor for its W-9. Default: none (disabled). */
  onRequestW9?: (invoiceId: string) => unknown;
  /** Requisitioner: drafts an e-mail to the invoice's requisitioner. Default: none (disabled). */
  onEmailRequisitioner?: (invoiceId: string) => unknown;
  /** Downloads the vendor's W-9 from the vendor popover (Admin). Default: none (no button). */
  onDownloadVendorW9?: (vendorId: string) => unknown;
  /** In edit mode: move the invoice to another vendor or rename its vendor. Default: not offered. */
  vendorCorrection?: Omit<VendorPickerProps, 'vendor'>;
  /** In edit mode: what the assistant learned about the vendor, with Forget. Default: not shown. */
  readingRules?: ReadingRulesListProps;
  /** Coding pickers of the line items in view mode (the chart's values and the save); default none. */
  lineCoding?: LineCodingControls;
}

/** Why a drafted e-mail has nobody to go to (the server refuses it the same way). */
const W9_NO_VENDOR = 'The invoice has no vendor to ask for a W-9.';
const W9_NO_EMAIL = 'The vendor has no contact e-mail address to ask for a W-9.';
const NO_REQUISITIONER_EMAIL = 'The invoice names no requisitioner e-mail address.';

/** Left panel of the Invoice Details dialog: header, vendor, fields, items, checks, approvals, payment. */
export function InvoiceDetailsPanel({
  invoice,
  currentUser = null,
  now = () => new Date(),
  onSave,
  onPay,
  decidableApprovalSteps,
  onApproveInvoice,
  approveInvoiceDisabledReason = null,
  onRevealBankDetails,
  onOverrideCheckWithReason,
  onRequestW9,
  onEmailRequisitioner,
  onDownloadVendorW9,
  vendorCorrection,
  readingRules,
  lineCoding,
}: InvoiceDetailsPanelProps) {
  const editor = useInvoiceEditor(invoice, currentUser, now);
  const [busy, setBusy] = useState<'save' | 'pay' | 'approve' | null>(null);

  const save = async () => {
    const payload = editor.savePayload();
    if (!payload) return;
    setBusy('save');
    try {
      await onSave(payload);
      editor.revert(); // saved: leave edit mode; the caller reloads the invoice
    } catch {
      // The caller reports the failure; the edits stay so the user can retry.
    } finally {
      setBusy(null);
    }
  };
  const pay = async () => {
    setBusy('pay');
    try {
      await onPay(invoice.id);
    } catch {
      // Reported by the caller.
    } finally {
      setBusy(null);
    }
  };
  const approve = async (approveInvoice: (invoiceId: string) => unknown) => {
    setBusy('approve');
    try {
      await approveInvoice(invoice.id);
    } catch {
      // Reported by the caller.
    } finally {
      setBusy(null);
    }
  };

  const { draft } = editor;
  return (
    <Stack gap="md">
      <InvoiceDetailsHeader
        invoice={invoice}
        editing={editor.editing}
        hasChanges={editor.hasChanges}
        saving={busy === 'save'}
        paying={busy === 'pay'}
        onEdit={editor.startEdit}
        onRevert={editor.revert}
        onSave={save}
        onPay={pay}
      />
      <VendorBlock
        vendor={invoice.vendor}
        checks={invoice.checks}
        onRevealBankDetails={onRevealBankDetails}
        onDownloadW9={onDownloadVendorW9}
      />
      {draft && vendorCorrection && <VendorPicker vendor={invoice.vendor} {...vendorCorrection} />}
      {draft && readingRules && <ReadingRulesList {...readingRules} />}
      <InvoiceFields invoice={invoice} draft={draft} onChange={editor.update} />
      <LineItems
        items={invoice.items}
        currency={invoice.currency}
        drafts={draft?.items ?? null}
        onItemChange={editor.updateItem}
        {...(lineCoding ? { coding: lineCoding } : {})}
      />
      <ChecksPanel
        checks={invoice.checks}
        overrides={editor.overrides}
        editing={editor.editing}
        onOverride={editor.override}
        {...(onOverrideCheckWithReason
          ? {
              onOverrideWithReason: (check: Check, reason: string) =>
                onOverrideCheckWithReason(invoice.id, check.name, reason),
            }
          : {})}
      />
      <InvoiceInformation invoice={invoice} draft={draft} onChange={editor.update} />
      <ApprovalsWaterfall
        approvals={invoice.approvals}
        decidableSteps={decidableApprovalSteps}
        onApprove={onApproveInvoice && (() => approve(onApproveInvoice))}
        approving={busy === 'approve'}
        approveDisabledReason={approveInvoiceDisabledReason}
      />
      <PaymentBlock
        paymentDate={draft ? draft.payment_send_date : invoice.payment_send_date}
        editing={editor.editing}
        onPaymentDateChange={(date) => editor.update({ payment_send_date: date })}
        onRequestW9={onRequestW9 && (() => onRequestW9(invoice.id))}
        w9DisabledReason={
          !invoice.vendor
            ? W9_NO_VENDOR
            : !invoice.vendor.contact_email?.trim()
              ? W9_NO_EMAIL
              : null
        }
        onEmailRequisitioner={onEmailRequisitioner && (() => onEmailRequisitioner(invoice.id))}
        requisitionerDisabledReason={
          invoice.requisitioner_contact_email?.trim() ? null : NO_REQUISITIONER_EMAIL
        }
      />
    </Stack>
  );
}
