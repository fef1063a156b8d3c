import type { AmountInput } from '../money/to-cents';

/** One line item as the rules read it (the contract's `LineItem` fits). */
export interface LineItemSubject {
  description?: string | null;
  quantity: number;
  rate: AmountInput;
  amount: AmountInput;
  /** The line's coding (read by Line Items Coded); absent fields count as not coded. */
  quickbooks_account?: string | null;
  quickbooks_class?: string | null;
  /** The QuickBooks location (Department). */
  quickbooks_department?: string | null;
  /** The other coding dimensions by key ('cost_center', 'budget_code', ...). */
  coding_dimensions?: Readonly<Record<string, string | null>> | null;
}

/** One approval step (the contract's `Approval` fits). */
export interface ApprovalSubject {
  role: string;
  approver?: string | null;
  approved: boolean | null | undefined;
  /** Any one of these people approves the step (it names nobody yet). */
  any_of?: readonly string[] | null;
}

/**
 * The invoice whose checks are computed (the contract's `Invoice` fits). The bill-to company
 * is read from `requisitioner_company_name`: the company the invoice is billed to, whose
 * contact is the internal requisitioner.
 */
export interface InvoiceSubject {
  id: string;
  invoice_number: string | null;
  vendor_id: string | null;
  /** Total in major units (number or exact decimal text). */
  amount: AmountInput;
  currency?: string | null;
  issue_date: string | null;
  due_date: string | null;
  payment_terms: string | null;
  requisitioner_contact_name: string | null;
  requisitioner_contact_email: string | null;
  requisitioner_company_name: string | null;
  approvals: readonly ApprovalSubject[];
  items: readonly LineItemSubject[];
  /** Hash of the invoice's document, when the intake knows it. */
  file_hash?: string | null;
  /** The purchase order number printed on the invoice (or typed). */
  po_number?: string | null;
}

/** Another invoice of the organisation, as the uniqueness rule reads it. */
export interface OtherInvoiceSubject {
  id: string;
  invoice_number: string | null;
  vendor_id: string | null;
  amount: AmountInput;
  issue_date: string | null;
  file_hash?: string | null;
}

/** The invoice's vendor (the contract's `Vendor` fits). */
export type VendorSubject = Partial<
  Record<
    | 'name'
    | 'contact_email'
    | 'phone'
    | 'address'
    | 'tax_id'
    | 'tax_id_type'
    | 'legal_entity_name'
    | 'legal_entity_type'
    | 'legal_address'
    | 'bank_name'
    | 'bank_address'
    | 'bank_account_beneficiary'
    | 'account_number'
    | 'routing_number'
    // When the vendor's latest Form W-9 arrived (ISO timestamp), for Current W-9 on File.
    | 'w9_received_at'
    // When an Admin recorded procurement's approval of the vendor, for Approved by Procurement.
    | 'procurement_approved_at',
    string | null
  >
>;
