/** An open or closed purchase order as the matching rule reads it (from QuickBooks). */
export interface PurchaseOrderSubject {
  /** QuickBooks' Id. */
  id: string;
  /** The PO number people print on invoices (QuickBooks' DocNumber). */
  doc_number: string | null;
  status: 'Open' | 'Closed';
  total_cents: number;
  lines: readonly PurchaseOrderLine[];
}

export interface PurchaseOrderLine {
  description: string | null;
  amount_cents: number;
}

/**
 * How far an invoice may differ from its purchase order and still match (two-way match),
 * set by an Admin: on the total and on each line, in cents.
 */
export interface PurchaseOrderTolerance {
  amount_cents: number;
  line_cents: number;
}

/** A tolerance of zero: the invoice must equal the PO to the cent. */
export const DEFAULT_PURCHASE_ORDER_TOLERANCE: PurchaseOrderTolerance = {
  amount_cents: 0,
  line_cents: 0,
};
