/**
 * Beyond SPEC §2: the Settings switches for the payment controls the server enforces
 * (organization settings `dual_control` and `payment_execution_protected`), each with what it
 * does in one line and the toasts of a change.
 */
export const PAYMENT_CONTROLS = {
  dualControl: {
    title: 'Dual Control',
    description:
      "Whoever requested a payment, or last changed its amount or the vendor's bank details, cannot approve it.",
    on: 'Dual control is on.',
    off: 'Dual control is off.',
    failed: 'Failed to change dual control. Please try again.',
  },
  paymentProtection: {
    title: 'Payment Protection',
    description: 'No payment is sent until a person approves its payment task.',
    on: 'Payment protection is on.',
    off: 'Payment protection is off.',
    failed: 'Failed to change payment protection. Please try again.',
  },
} as const;

/** How long revealed bank details stay on screen before they are masked again. */
export const BANK_DETAILS_REVEAL_MS = 30_000;
