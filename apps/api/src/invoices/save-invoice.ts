import {
  type ApprovalRoutingSubject,
  approvalRuleFor,
  CHECKS_OVERRIDDEN_WITH_REASON,
  markTyped,
  toCents,
} from '@ap/domain';
import type { Check, Invoice, InvoiceSaveParsed, InvoiceSourceField } from '@ap/domain/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { recordInvoiceEditedRun } from '../assistant/runs/invoice-edited-run';
import { type Executor, recordMutation } from '../audit/record-mutation';
import type { Caller } from '../auth/caller';
import { recomputeAfterInvoiceSave } from '../checks/recompute-checks';
import { personCodingPatch } from '../coding/learn/person-coding';
import type { Database } from '../db/database';
import { invoices, lineItems, vendors } from '../db/schema';
import { badRequest, conflict, unprocessable } from '../http/api-error';
import { newId } from '../ids';
import { readApprovalChains } from '../organization/approval-chains/approval-chains-store';
import { approvalBindingOf, sameBinding } from './approval-binding';
import { getInvoice, getInvoiceRow } from './invoice-queries';
import type { InvoiceRow } from './invoice-view';

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value);
const dateOrNull = (value: string | null): string | null => (value ? value : null);
/** Applies `convert` to a field the save carries; an omitted field stays as it is. */
const ifSent = <T, R>(value: T | undefined, convert: (value: T) => R): R | undefined =>
  value === undefined ? undefined : convert(value);
const same = <T>(value: T) => value;

/** Who overrode a check, from the token: full name, else e-mail (never what the client says). */
const overriderName = (caller: Caller) =>
  [caller.firstName, caller.lastName].filter(Boolean).join(' ') || caller.email;

export const PAID_STATUS_MESSAGE =
  "An invoice's status becomes 'paid' only through a completed payment.";

/**
 * A failed check can only become overridden (recording who); a client can never turn a
 * failed check into a success or invent checks.
 */
const applyOverrides = (
  current: Check[],
  sent: InvoiceSaveParsed['checks'],
  caller: Caller,
): Check[] => {
  if (!sent) return current;
  const sentByName = new Map(sent.map((check) => [check.name, check]));
  return current.map((check) => {
    const override = sentByName.get(check.name);
    if (check.status !== 'failed' || !override?.overridden || check.overridden) return check;
    // Only an Admin's override with a reason (its own call, audited) lifts these.
    if (CHECKS_OVERRIDDEN_WITH_REASON.includes(check.name))
      throw unprocessable(
        `${check.name} is overridden only by an Admin, with a reason: POST /api/invoices/{id}/checks/override`,
      );
    return { ...check, overridden: true, overridden_by: overriderName(caller) };
  });
};

type Coding = { id: string; account: string | null; klass: string | null };

/** A coding field as stored: '' or null clears it. */
const codingText = (value: string | null) => value?.trim() || null;

/** An item's coding field after a save: kept when not sent. */
const codingValue = (sent: string | null | undefined, kept: string | null) =>
  sent === undefined ? kept : codingText(sent);

/** The items' coding as the save leaves it (sent items only; the rest are removed). */
const codingAfterSave = (existing: Coding[], items: InvoiceSaveParsed['items']): Coding[] => {
  if (!items) return existing;
  const byId = new Map(existing.map((item) => [item.id, item]));
  return items.map((item) => {
    const kept = item.id ? byId.get(item.id) : undefined;
    return {
      id: item.id ?? '',
      account: codingValue(item.quickbooks_account, kept?.account ?? null),
      klass: codingValue(item.quickbooks_class, kept?.klass ?? null),
    };
  });
};

const subjectOf = (
  invoice: Pick<InvoiceRow, 'amountCents' | 'currency' | 'vendorId'>,
  coding: Coding[],
): ApprovalRoutingSubject => ({
  amountCents: invoice.amountCents,
  currency: invoice.currency,
  vendorId: invoice.vendorId,
  glAccounts: coding.map((item) => item.account),
  glClasses: coding.map((item) => item.klass),
});

/**
 * An approval binds to what was approved: a chain the assistant routed is emptied when the
 * save changes its amount, currency, vendor or requisitioner, or changes the invoice (its
 * coding, say) so that another of the organisation's approval rules applies; the review
 * routes it again for the invoice as it now is. `reroute`: the chain is emptied, or an
 * invoice without a chain got a first requisitioner or now falls under another rule.
 */
const approvalChange = async (tx: Executor, before: InvoiceRow, save: InvoiceSaveParsed) => {
  const next = {
    amountCents: ifSent(save.amount, toCents) ?? before.amountCents,
    currency: save.currency ?? before.currency,
    vendorId: save.vendor_id === undefined ? before.vendorId : save.vendor_id || null,
    requisitionerContactEmail:
      save.requisitioner_contact_email === undefined
        ? before.requisitionerContactEmail
        : textOrNull(save.requisitioner_contact_email),
  };
  const binding = approvalBindingOf(next);
  const bound = before.approvalsBoundTo;
  const open = before.status !== 'paid';
  const existing: Coding[] = await tx
    .select({
      id: lineItems.id,
      account: lineItems.quickbooksAccount,
      klass: lineItems.quickbooksClass,
    })
    .from(lineItems)
    .where(eq(lineItems.invoiceId, before.id));
  const chains = await readApprovalChains(tx, before.orgId);
  const ruleBefore = approvalRuleFor(chains, subjectOf(before, existing)).id;
  const ruleAfter = approvalRuleFor(
    chains,
    subjectOf(next, codingAfterSave(existing, save.items)),
  ).id;
  const ruleMoved = ruleBefore !== ruleAfter;
  const outdated = open && bound !== null && (!sameBinding(bound, binding) || ruleMoved);
  const unrouted = open && before.approvals.length === 0;
  const firstRequisitioner =
    binding.requisitioner !== null &&
    binding.requisitioner !== approvalBindingOf(before).requisitioner;
  return { outdated, reroute: outdated || (unrouted && (firstRequisitioner || ruleMoved)) };
};

/**
 * PATCH /api/invoices/{id}: saves the edit form; items keep their accounting coding. `reroute`
 * says the approval chain must be routed again (emptied, or a requisitioner newly set).
 */
export const saveInvoice = async (
  db: Database,
  caller: Caller,
  id: string,
  save: InvoiceSaveParsed,
  /** The audit action to record ('invoice.vendor.move' when only the vendor changes). */
  auditAction = 'invoice.update',
): Promise<{ invoice: Invoice; reroute: boolean; before: InvoiceRow }> => {
  if (save.invoice_id !== id) throw badRequest('invoice_id does not match the invoice in the path');
  const { reroute, before } = await db.transaction(async (tx) => {
    const before = await getInvoiceRow(tx, caller.orgId, id);
    // 'paid' is the payment's to set or keep: a save can neither mark nor unmark it.
    if (save.status !== undefined && (save.status === 'paid') !== (before.status === 'paid')) {
      throw conflict(PAID_STATUS_MESSAGE);
    }
    if (save.vendor_id) {
      const [vendor] = await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.orgId, caller.orgId), eq(vendors.id, save.vendor_id)));
      if (!vendor) throw unprocessable('vendor_id does not name a vendor of this organisation');
    }
    const { outdated, reroute } = await approvalChange(tx, before, save);
    const [after] = await tx
      .update(invoices)
      .set({
        approvals: outdated ? [] : undefined,
        approvalsBoundTo: outdated ? null : undefined,
        invoiceNumber: ifSent(save.invoice_number, textOrNull),
        vendorId: ifSent(save.vendor_id, (vendorId) => vendorId || null),
        issueDate: ifSent(save.issue_date, dateOrNull),
        dueDate: ifSent(save.due_date, dateOrNull),
        paymentSendDate: ifSent(save.payment_send_date, dateOrNull),
        amountCents: ifSent(save.amount, toCents),
        currency: ifSent(save.currency, same),
        status: ifSent(save.status, same),
        paymentTerms: ifSent(save.payment_terms, textOrNull),
        poNumber: ifSent(save.po_number, textOrNull),
        requisitionerContactName: ifSent(save.requisitioner_contact_name, textOrNull),
        requisitionerContactEmail: ifSent(save.requisitioner_contact_email, textOrNull),
        requisitionerCompanyName: ifSent(save.requisitioner_company_name, textOrNull),
        requisitionerCompanyOfficeAddress: ifSent(
          save.requisitioner_company_office_address,
          textOrNull,
        ),
        checks: applyOverrides(before.checks, save.checks, caller),
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.orgId, caller.orgId), eq(invoices.id, id)))
      .returning();
    if (save.items) await saveItems(tx, caller.orgId, id, save.items, overriderName(caller));
    const typed = typedFields(before, after);
    if (after && typed.length > 0)
      await tx
        .update(invoices)
        .set({ fieldSources: markTyped(before.fieldSources, typed, new Date()) })
        .where(and(eq(invoices.orgId, caller.orgId), eq(invoices.id, id)));
    await recordMutation(tx, caller, {
      action: auditAction,
      entityType: 'invoice',
      entityId: id,
      before,
      after,
    });
    await recomputeAfterInvoiceSave(tx, caller.orgId, id, before.vendorId); // checks stage
    await recordInvoiceEditedRun(
      tx,
      { ...caller, name: overriderName(caller) },
      before,
      save.items !== undefined,
    );
    return { reroute, before };
  });
  return { invoice: await getInvoice(db, caller.orgId, id), reroute, before };
};

/** The invoice's columns whose source is kept, by the field name the invoice carries. */
const SOURCE_COLUMNS = {
  invoice_number: 'invoiceNumber',
  amount: 'amountCents',
  currency: 'currency',
  issue_date: 'issueDate',
  due_date: 'dueDate',
  payment_terms: 'paymentTerms',
  vendor: 'vendorId',
  requisitioner_contact_name: 'requisitionerContactName',
  requisitioner_contact_email: 'requisitionerContactEmail',
  requisitioner_company_name: 'requisitionerCompanyName',
  requisitioner_company_office_address: 'requisitionerCompanyOfficeAddress',
} as const satisfies Record<InvoiceSourceField, keyof InvoiceRow>;

/**
 * The fields a save changed: a person typed them. The client sends every field, so what
 * counts is a value that differs, not a field that was sent.
 */
const typedFields = (before: InvoiceRow, after: InvoiceRow | undefined): InvoiceSourceField[] =>
  after
    ? (Object.keys(SOURCE_COLUMNS) as InvoiceSourceField[]).filter(
        (field) => before[SOURCE_COLUMNS[field]] !== after[SOURCE_COLUMNS[field]],
      )
    : [];

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Updates sent items in place (keeping accounting fields), adds new ones, drops the rest. */
const saveItems = async (
  tx: Tx,
  orgId: string,
  invoiceId: string,
  items: NonNullable<InvoiceSaveParsed['items']>,
  /** Who saves: a coding value they change becomes theirs (and teaches the model). */
  who: string,
) => {
  const existing = await tx.select().from(lineItems).where(eq(lineItems.invoiceId, invoiceId));
  const existingById = new Map(existing.map((row) => [row.id, row]));
  const existingIds = new Set(existingById.keys());
  const now = new Date();
  const keptIds: string[] = [];
  for (const [position, item] of items.entries()) {
    // Omitted item fields keep their value (or the column default on a new item).
    const values = {
      position,
      description: item.description,
      quantity: item.quantity,
      rateCents: ifSent(item.rate, toCents),
      amountCents: ifSent(item.amount, toCents),
      quickbooksAccount: ifSent(item.quickbooks_account, codingText),
      quickbooksClass: ifSent(item.quickbooks_class, codingText),
      ...personCodingPatch(item.id ? existingById.get(item.id) : undefined, item, who, now),
    };
    if (item.id && existingIds.has(item.id)) {
      keptIds.push(item.id);
      await tx.update(lineItems).set(values).where(eq(lineItems.id, item.id));
    } else {
      const inserted = newId();
      keptIds.push(inserted);
      await tx.insert(lineItems).values({ id: inserted, orgId, invoiceId, ...values });
    }
  }
  const stale = keptIds.length
    ? and(eq(lineItems.invoiceId, invoiceId), notInArray(lineItems.id, keptIds))
    : eq(lineItems.invoiceId, invoiceId);
  await tx.delete(lineItems).where(stale);
};
