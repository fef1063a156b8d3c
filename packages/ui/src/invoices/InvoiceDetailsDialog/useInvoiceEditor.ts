import {
  applyCheckOverrides,
  type CheckOverrides,
  createInvoiceDraft,
  hasCheckOverrides,
  hasInvoiceChanges,
  type InvoiceDraft,
  type InvoiceSavePayload,
  type LineItemDraft,
  type OverridingUser,
  overrideCheck,
  toInvoiceSavePayload,
} from '@ap/domain';
import type { Check, Invoice } from '@ap/domain/contract';
import { useState } from 'react';

/** The PATCH body: the domain's save shape, plus the checks when a failed one was overridden. */
export type InvoiceDialogSavePayload = InvoiceSavePayload & { checks?: Check[] };

interface EditSession {
  original: InvoiceDraft;
  draft: InvoiceDraft;
  overrides: CheckOverrides;
}

/**
 * Edit-mode state of the Invoice Details dialog (SPEC §4 Invoice edit): Edit seeds a draft from
 * the invoice; changes and check overrides mark it changed; Revert drops the session.
 */
export function useInvoiceEditor(
  invoice: Invoice,
  currentUser: OverridingUser | null | undefined,
  now: () => Date,
) {
  const [session, setSession] = useState<EditSession | null>(null);

  const update = (patch: Partial<InvoiceDraft>) =>
    setSession((s) => (s ? { ...s, draft: { ...s.draft, ...patch } } : s));

  const updateItem = (index: number, patch: Partial<LineItemDraft>) =>
    setSession((s) => {
      if (!s) return s;
      const items = s.draft.items.map((item, i) => (i === index ? { ...item, ...patch } : item));
      return { ...s, draft: { ...s.draft, items } };
    });

  const override = (check: Pick<Check, 'name' | 'status'>) =>
    setSession((s) =>
      s ? { ...s, overrides: overrideCheck(s.overrides, check, currentUser, now()) } : s,
    );

  const savePayload = (): InvoiceDialogSavePayload | null => {
    if (!session) return null;
    const payload = toInvoiceSavePayload(session.draft);
    if (!hasCheckOverrides(session.overrides)) return payload;
    return { ...payload, checks: applyCheckOverrides(invoice.checks, session.overrides) };
  };

  return {
    editing: session !== null,
    draft: session?.draft ?? null,
    overrides: session?.overrides ?? {},
    hasChanges: session
      ? hasInvoiceChanges(session.original, session.draft, session.overrides)
      : false,
    startEdit: () => {
      const draft = createInvoiceDraft(invoice);
      setSession({ original: draft, draft, overrides: {} });
    },
    revert: () => setSession(null),
    update,
    updateItem,
    override,
    savePayload,
  };
}

export type InvoiceEditor = ReturnType<typeof useInvoiceEditor>;
