import type { ExtractedInvoice } from '@ap/domain/contract';
import { crossCheck } from '../checks/cross-check';
import { addDays } from '../fields/dates';
import { overallConfidence } from '../fields/extract-fields';
import { termDays } from '../fields/terms';

/** Cross-checks an e-invoice read from XML like any other, and sets its overall confidence. */
export function finishStructured(invoice: ExtractedInvoice): ExtractedInvoice {
  const days = invoice.payment_terms ? termDays(invoice.payment_terms.value, true) : null;
  if (!invoice.due_date && invoice.issue_date && invoice.payment_terms && days !== null) {
    invoice.due_date = {
      value: addDays(invoice.issue_date.value, days),
      confidence: 0.9,
      source: invoice.payment_terms.source,
    };
    invoice.notes.push(`Due date derived from the payment terms (${invoice.payment_terms.value}).`);
  }
  invoice.checks = crossCheck(invoice);
  invoice.confidence = overallConfidence(invoice);
  return invoice;
}
