import { formatShortDate } from '@ap/domain';
import { type InvoiceSave, InvoiceSaveSchema, LineItemSaveSchema } from '@ap/domain/contract';
import { z } from 'zod';
import { getInvoice, getInvoiceRow } from '../../../invoices/invoice-queries';
import { saveInvoice } from '../../../invoices/save-invoice';
import { learnFromSave } from '../../../vendors/learning/learn-from-save';
import { queueReviews } from '../../review/review-queue';
import { defineAction } from '../action';
import { answerOnly, type Context, nameOf } from '../context';
import { resolveDate } from '../grammar/slots/dates';

const FIELDS = ['due_date', 'payment_terms', 'requisitioner', 'line_coding'] as const;
const schema = z
  .object({
    field: z.enum(FIELDS),
    value: z.string().trim().min(1).max(200),
    /** line_coding: 1-based line, 0 every line, -1 the last. */
    line: z.number().int().min(-1).max(500).optional(),
    /** line_coding: the line's coding field (quickbooks_account, quickbooks_class, …). */
    coding: z.string().max(60).optional(),
  })
  .strict();
type Change = z.output<typeof schema>;

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const dueDateOf = (ctx: Context, value: string): string | null => {
  const later = /^\+(\d{1,3}) days$/.exec(value);
  const base = ctx.invoice.dueDate ?? ctx.today.toISOString().slice(0, 10);
  if (later) return addDays(base, Number(later[1]));
  return resolveDate(value, { today: ctx.today, dueDate: ctx.invoice.dueDate });
};

const saveShape = LineItemSaveSchema.shape as Record<string, unknown>;
const LINE_VALUES = ['id', 'description', 'quantity', 'rate', 'amount'];
/** A coding field of the line save itself (GL account, class, department), else a dimension. */
const isOwnCoding = (key: string) =>
  key in saveShape && !LINE_VALUES.includes(key) && key !== 'coding_dimensions';
const isDimension = (key: string) =>
  'coding_dimensions' in saveShape &&
  /^[a-z][a-z0-9_]{1,39}$/.test(key) &&
  !key.startsWith('quickbooks_');

/** One line's coding set as the dialog sends it: its own field, or one key of its dimensions. */
const withCoding = (kept: Record<string, unknown>, coding: string, value: string) =>
  isOwnCoding(coding)
    ? { ...kept, [coding]: value }
    : { ...kept, coding_dimensions: { ...(kept.coding_dimensions as object), [coding]: value } };

/** The save the Invoice Details dialog would send for this change, or why there is none. */
const saveFor = async (ctx: Context, change: Change): Promise<InvoiceSave | string> => {
  const base = { invoice_id: ctx.invoice.id };
  switch (change.field) {
    case 'due_date': {
      const date = dueDateOf(ctx, change.value);
      return date ? { ...base, due_date: date } : `I could not read '${change.value}' as a date.`;
    }
    case 'payment_terms':
      return { ...base, payment_terms: change.value.replace(/^net\b/i, 'Net') };
    case 'requisitioner':
      return /@/.test(change.value)
        ? { ...base, requisitioner_contact_email: change.value }
        : { ...base, requisitioner_contact_name: change.value };
    case 'line_coding': {
      const coding = change.coding ?? 'quickbooks_account';
      if (!isOwnCoding(coding) && !isDimension(coding))
        return `Lines have no coding field '${coding}'.`;
      const { items } = await getInvoice(ctx.deps.db, ctx.caller.orgId, ctx.invoice.id);
      const index = change.line === -1 ? items.length : (change.line ?? 0);
      if (index > items.length || items.length === 0)
        return `${nameOf(ctx.invoice)} has ${items.length} line${items.length === 1 ? '' : 's'}.`;
      // The whole list, as the dialog sends it: every item keeps what it has.
      const saved = items.map((item, i) => {
        const kept = Object.fromEntries(
          Object.keys(LineItemSaveSchema.shape)
            .filter((key) => key in item)
            .map((key) => [key, (item as Record<string, unknown>)[key]]),
        );
        return index === 0 || index === i + 1 ? withCoding(kept, coding, change.value) : kept;
      });
      return { ...base, items: saved };
    }
  }
};

const LABELS: Record<Change['field'], string> = {
  due_date: 'due date',
  payment_terms: 'payment terms',
  requisitioner: 'requisitioner',
  line_coding: 'coding',
};

export const changeField = defineAction({
  name: 'change_field',
  description:
    "Change a field of the invoice as a person's save in the Invoice Details dialog: the due date (a date or words such as 'March 3', '+14 days'), the payment terms, the requisitioner (a name or e-mail), or a line's coding (line 1-based, 0 every line; coding quickbooks_account, quickbooks_class, quickbooks_department or a dimension such as cost_center).",
  schema,
  reads: 'the invoice and its lines',
  changes:
    'the invoice through the same save as the dialog (audited invoice.update; checks recomputed; approvals re-routed when needed)',
  governedBy:
    "the caller's own edit, as in the dialog (a line's coding: assigning accounting fields, unprotected)",
  run: async (ctx, change) => {
    const save = await saveFor(ctx, change);
    if (typeof save === 'string') return answerOnly(ctx, `${save} Nothing was changed.`);
    const parsed = InvoiceSaveSchema.safeParse(save);
    if (!parsed.success)
      return answerOnly(
        ctx,
        `'${change.value}' is not a value that field takes. Nothing was changed.`,
      );
    const saved = await saveInvoice(ctx.deps.db, ctx.caller, ctx.invoice.id, parsed.data);
    const after = await getInvoiceRow(ctx.deps.db, ctx.caller.orgId, ctx.invoice.id);
    await learnFromSave(ctx.deps.db, ctx.deps.jobs, ctx.caller, saved.before, after);
    if (saved.reroute)
      await queueReviews(ctx.deps.jobs, ctx.caller.orgId, [ctx.invoice.id], 'invoice_edited');
    const shown =
      'due_date' in save && save.due_date
        ? (formatShortDate(save.due_date) ?? save.due_date)
        : change.value;
    const where =
      change.field === 'line_coding'
        ? ` of ${change.line === 0 ? 'every line' : change.line === -1 ? 'the last line' : `line ${change.line}`}`
        : '';
    return answerOnly(
      ctx,
      `Changed the ${LABELS[change.field]}${where} of ${nameOf(ctx.invoice)} to ${shown}.`,
    );
  },
});
