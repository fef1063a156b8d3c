import { formatCents } from '@ap/domain';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { invoices } from '../../../db/schema';
import { defineAction } from '../action';
import { answerOnly, nameOf } from '../context';

export const checkDuplicate = defineAction({
  name: 'check_duplicate',
  description:
    'Say whether the invoice may be a duplicate: the uniqueness check and other invoices of the same vendor with the same number or amount.',
  schema: z.object({}).strict(),
  reads: "the invoice's uniqueness check and the vendor's other invoices",
  changes: 'nothing',
  governedBy: 'none: it only reads',
  run: async (ctx) => {
    const invoice = ctx.invoice;
    const check = invoice.checks.find((c) => c.name === 'invoice_number_unique');
    const others = invoice.vendorId
      ? await ctx.deps.db
          .select({
            id: invoices.id,
            number: invoices.invoiceNumber,
            amountCents: invoices.amountCents,
            status: invoices.status,
          })
          .from(invoices)
          .where(
            and(
              eq(invoices.orgId, ctx.caller.orgId),
              eq(invoices.vendorId, invoice.vendorId),
              ne(invoices.id, invoice.id),
            ),
          )
      : [];
    const alike = others.filter(
      (other) =>
        (invoice.invoiceNumber && other.number === invoice.invoiceNumber) ||
        other.amountCents === invoice.amountCents,
    );
    const listed = alike
      .slice(0, 3)
      .map(
        (o) => `${o.number ?? o.id} (${formatCents(o.amountCents, invoice.currency)}, ${o.status})`,
      )
      .join(', ');
    if (check?.status === 'failed' && !check.overridden)
      return answerOnly(
        ctx,
        `${nameOf(invoice)} may be a duplicate: ${check.reason ?? 'its number is not unique'}${listed ? `. Alike: ${listed}` : ''}.`,
      );
    if (alike.length)
      return answerOnly(
        ctx,
        `${nameOf(invoice)} has a unique number, but the vendor has invoices alike: ${listed}.`,
      );
    return answerOnly(
      ctx,
      `${nameOf(invoice)} does not look like a duplicate: no other invoice of its vendor has its number or amount.`,
    );
  },
});
