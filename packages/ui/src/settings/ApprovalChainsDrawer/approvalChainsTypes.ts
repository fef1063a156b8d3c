/** A vendor a rule's condition can name (from GET /api/admin/vendors). */
export interface ApprovalVendorOption {
  id: string;
  name: string;
}

/** A person the steps suggest (the organisation's members): free e-mail entry works too. */
export interface ApprovalPersonOption {
  email: string;
  name: string;
  role: string;
}
