/** Queue names of payment execution and bookkeeping. */
export const PAYMENT_JOBS = {
  submit: 'payments.submit',
  poll: 'payments.poll',
} as const;

export const ACCOUNTING_JOBS = {
  bookBill: 'accounting.book-bill',
  bookPayment: 'accounting.book-payment',
} as const;

export type PaymentJob = { paymentId: string };
