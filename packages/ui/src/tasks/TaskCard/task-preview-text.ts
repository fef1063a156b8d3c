/** What a task card says about the effect of approving it. */
export const TASK_PREVIEW_TEXT = {
  bankChangeTitle: 'This changes where the vendor is paid',
  bankChangeWarning:
    'A change of bank details is how payment fraud usually starts. Confirm it with the vendor through a phone number or contact you already have, not one given in this request, before you approve.',
  noBankAccount: 'No bank account on record',
  paidOnApproval: 'On approval',
  none: 'None',
  changesLabel: 'Changes',
} as const;
