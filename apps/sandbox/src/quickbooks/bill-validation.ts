import type { Company, Entity } from './model';

export type BillProblem = { code: string; message: string; detail: string; element?: string };

type Ref = { value?: string; name?: string } | undefined;
type BillLine = {
  Amount?: number;
  DetailType?: string;
  Description?: string;
  AccountBasedExpenseLineDetail?: {
    AccountRef?: Ref;
    ClassRef?: Ref;
    CustomerRef?: Ref;
    BillableStatus?: string;
  };
};

const EXPENSE_TYPES = [
  'Expense',
  'Other Expense',
  'Cost of Goods Sold',
  'Fixed Asset',
  'Other Current Asset',
];
const BILLABLE = ['Billable', 'NotBillable', 'HasBeenBilled'];

const invalidRef = (element: string, value: string | undefined): BillProblem => ({
  code: '2500',
  message: 'Invalid Reference Id',
  detail: `Invalid Reference Id : ${element} ${value ?? ''} does not exist`,
  element,
});

/** Intuit's checks on a Bill with AccountBasedExpenseLineDetail lines; returns the named refs and the total in cents. */
export const validateBill = (
  company: Company,
  body: Record<string, unknown>,
): BillProblem | { lines: BillLine[]; totalCents: number; vendor: Entity } => {
  const vendorRef = body.VendorRef as Ref;
  const vendor = company.entities.Vendor[vendorRef?.value ?? ''];
  if (!vendorRef?.value)
    return {
      code: '2020',
      message: 'Required param missing, need to supply the required value for the API',
      detail: 'Required parameter VendorRef is missing in the request',
      element: 'VendorRef',
    };
  if (!vendor) return invalidRef('Vendor', vendorRef.value);
  const lines = body.Line as BillLine[] | undefined;
  if (!Array.isArray(lines) || lines.length === 0)
    return {
      code: '2020',
      message: 'Required param missing, need to supply the required value for the API',
      detail: 'Required parameter Line is missing in the request',
      element: 'Line',
    };
  const departmentRef = body.DepartmentRef as Ref;
  if (departmentRef?.value && !company.entities.Department?.[departmentRef.value])
    return invalidRef('Department', departmentRef.value);
  let totalCents = 0;
  for (const line of lines) {
    if (line.DetailType !== 'AccountBasedExpenseLineDetail')
      return {
        code: '2010',
        message: 'Request has invalid or unsupported property',
        detail: `Property Name: DetailType ${String(line.DetailType)} is not supported in the sandbox`,
        element: 'DetailType',
      };
    const cents = Math.round((line.Amount ?? Number.NaN) * 100);
    if (!Number.isFinite(cents) || cents < 0 || Math.abs(cents / 100 - (line.Amount ?? 0)) > 1e-9)
      return {
        code: '2050',
        message: 'Invalid Number',
        detail: 'Amount must be a non-negative number with at most two decimals',
        element: 'Amount',
      };
    totalCents += cents;
    const detail = line.AccountBasedExpenseLineDetail;
    const account = company.entities.Account[detail?.AccountRef?.value ?? ''];
    if (!account) return invalidRef('Account', detail?.AccountRef?.value);
    if (!EXPENSE_TYPES.includes(String(account.AccountType)))
      return {
        code: '6000',
        message: 'A business validation error has occurred while processing your request',
        detail: `Business Validation Error: ${String(account.Name)} cannot be used on an expense line`,
        element: 'AccountRef',
      };
    if (detail?.ClassRef?.value && !company.entities.Class[detail.ClassRef.value])
      return invalidRef('Class', detail.ClassRef.value);
    if (detail?.CustomerRef?.value && !company.entities.Customer[detail.CustomerRef.value])
      return invalidRef('Customer', detail.CustomerRef.value);
    if (detail?.BillableStatus && !BILLABLE.includes(detail.BillableStatus))
      return {
        code: '2010',
        message: 'Request has invalid or unsupported property',
        detail: `BillableStatus ${detail.BillableStatus} is not one of ${BILLABLE.join(', ')}`,
        element: 'BillableStatus',
      };
    if (detail?.BillableStatus === 'Billable' && !detail.CustomerRef?.value)
      return {
        code: '6000',
        message: 'A business validation error has occurred while processing your request',
        detail: 'Business Validation Error: A billable expense line needs a customer.',
        element: 'CustomerRef',
      };
  }
  return { lines, totalCents, vendor };
};
