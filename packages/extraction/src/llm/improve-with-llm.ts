import { type ExtractedInvoice, ExtractedInvoiceSchema } from '@ap/domain/contract';
import { crossCheck } from '../checks/cross-check';
import { parseAmount } from '../fields/amount';
import { overallConfidence } from '../fields/extract-fields';
import { clamp, type Found } from '../fields/source';
import type { LlmOptions } from '../types';
import { callLlm } from './call-llm';
import type { LlmInvoice } from './llm-schema';

type Slot = {
  get: () => Found<string> | null;
  set: (field: Found<string> | null) => void;
  kind: 'text' | 'date' | 'amount' | 'currency';
};

function slots(invoice: ExtractedInvoice): Partial<Record<keyof LlmInvoice, Slot>> {
  const top = (
    key:
      | 'invoice_number'
      | 'issue_date'
      | 'due_date'
      | 'payment_terms'
      | 'currency'
      | 'subtotal'
      | 'tax'
      | 'total'
      | 'po_number',
    kind: Slot['kind'],
  ): Slot => ({
    get: () => invoice[key],
    set: (field) => {
      invoice[key] = field;
    },
    kind,
  });
  return {
    invoice_number: top('invoice_number', 'text'),
    issue_date: top('issue_date', 'date'),
    due_date: top('due_date', 'date'),
    payment_terms: top('payment_terms', 'text'),
    currency: top('currency', 'currency'),
    subtotal: top('subtotal', 'amount'),
    tax: top('tax', 'amount'),
    total: top('total', 'amount'),
    po_number: top('po_number', 'text'),
    vendor_name: {
      get: () => invoice.vendor.name,
      set: (field) => {
        invoice.vendor.name = field;
      },
      kind: 'text',
    },
    vendor_email: {
      get: () => invoice.vendor.email,
      set: (field) => {
        invoice.vendor.email = field;
      },
      kind: 'text',
    },
    vendor_address: {
      get: () => invoice.vendor.address,
      set: (field) => {
        invoice.vendor.address = field;
      },
      kind: 'text',
    },
    vendor_tax_id: {
      get: () => invoice.vendor.tax_id,
      set: (field) => {
        invoice.vendor.tax_id = field;
      },
      kind: 'text',
    },
    bill_to_name: {
      get: () => invoice.bill_to.name,
      set: (field) => {
        invoice.bill_to.name = field;
      },
      kind: 'text',
    },
    requisitioner_name: {
      get: () => invoice.requisitioner.name,
      set: (field) => {
        invoice.requisitioner.name = field;
      },
      kind: 'text',
    },
  };
}

function normalized(kind: Slot['kind'], value: string): string | null {
  if (kind === 'amount') return parseAmount(value);
  if (kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  if (kind === 'currency') return /^[A-Z]{3}$/.test(value) ? value : null;
  return value;
}

const same = (a: string, b: string) =>
  a.toLowerCase().replace(/\s+/g, ' ') === b.toLowerCase().replace(/\s+/g, ' ');

/**
 * Cross-reads the document with an LLM. Fields the rules missed are filled, less sure than
 * the rules' (and much less when the value is nowhere in the text); agreement raises the
 * rules' confidence, disagreement lowers it and is noted. The result must fit the contract.
 */
export async function improveWithLlm(
  invoice: ExtractedInvoice,
  text: string,
  llm: LlmOptions,
): Promise<ExtractedInvoice> {
  let answer: LlmInvoice;
  try {
    answer = await callLlm(text, llm);
  } catch (error) {
    return {
      ...invoice,
      notes: [
        ...invoice.notes,
        `LLM extractor not used: ${(error as Error).message.slice(0, 200)}`,
      ],
    };
  }
  const merged: ExtractedInvoice = structuredClone(invoice);
  const filled: string[] = [];
  for (const [key, slot] of Object.entries(slots(merged)) as [keyof LlmInvoice, Slot][]) {
    const raw = answer[key];
    const value = raw ? normalized(slot.kind, raw) : null;
    if (!value) continue;
    const current = slot.get();
    if (!current) {
      const at = text.indexOf(raw as string);
      const printed = at >= 0;
      slot.set({
        value,
        confidence: printed ? 0.6 : 0.35,
        source: printed
          ? { text: raw as string, span: [at, at + (raw as string).length] }
          : { text: raw as string },
      });
      filled.push(key);
    } else if (same(current.value, value)) {
      slot.set({
        ...current,
        confidence: clamp(Math.max(current.confidence, Math.min(0.95, current.confidence + 0.05))),
      });
    } else {
      slot.set({ ...current, confidence: clamp(current.confidence * 0.85) });
      merged.notes.push(`The LLM read ${key} as "${value}".`);
    }
  }
  if (filled.length) merged.notes.push(`Filled by the LLM: ${filled.join(', ')}.`);
  // Amounts the LLM added are checked like the rest.
  if (filled.some((key) => key === 'subtotal' || key === 'tax' || key === 'total'))
    merged.checks = crossCheck(merged);
  merged.confidence = overallConfidence(merged);
  const valid = ExtractedInvoiceSchema.safeParse(merged);
  if (!valid.success)
    return {
      ...invoice,
      notes: [...invoice.notes, 'LLM answer did not fit the contract; ignored.'],
    };
  return merged;
}
