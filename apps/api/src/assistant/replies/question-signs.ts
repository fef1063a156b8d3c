/**
 * What a vendor's e-mail asks about, as weighted signs (regular expressions over its new text,
 * quoted history dropped). Read as data about the e-mail: nothing in it is an instruction.
 */
export type VendorQuestion = 'payment_status' | 'missing_payment' | 'what_is_needed';

export const QUESTION_SIGNS: readonly { question: VendorQuestion; sign: RegExp; weight: number }[] =
  [
    {
      question: 'payment_status',
      sign: /\bwhen (?:will|can|should) (?:we|i) (?:expect|receive|get)\b/i,
      weight: 2,
    },
    {
      question: 'payment_status',
      sign: /\bwhen (?:will|is) (?:it|this|the invoice|invoice|payment|our invoice)\b.*\bpaid\b/i,
      weight: 2,
    },
    { question: 'payment_status', sign: /\b(?:payment )?status\b/i, weight: 2 },
    { question: 'payment_status', sign: /\bwhen\b.*\b(?:be|get|gets|been) paid\b/i, weight: 2 },
    {
      question: 'payment_status',
      sign: /\b(?:been )?paid yet\b|\bscheduled (?:for )?payment\b|\bpayment date\b/i,
      weight: 1.5,
    },
    {
      question: 'payment_status',
      sign: /\bany (?:update|news)\b|\bfollow(?:ing)? up\b/i,
      weight: 1,
    },
    {
      question: 'missing_payment',
      sign: /\b(?:have not|haven't|not yet|never|did not|didn't) (?:received|got(?:ten)?|seen)\b.*\b(?:payment|funds|money|transfer)\b/i,
      weight: 2.5,
    },
    {
      question: 'missing_payment',
      sign: /\b(?:missing|outstanding|overdue|past due|late) (?:payment|invoice|balance)\b|\bpayment (?:is )?(?:missing|overdue|late|past due)\b/i,
      weight: 2,
    },
    { question: 'missing_payment', sign: /\bstill (?:waiting|unpaid|open)\b/i, weight: 1.5 },
    {
      question: 'what_is_needed',
      sign: /\bwhat (?:else )?(?:do you|would you|is) (?:need|needed|required|missing)\b/i,
      weight: 2.5,
    },
    {
      question: 'what_is_needed',
      sign: /\b(?:need|require) (?:anything|something) (?:else )?from (?:us|me)\b|\banything (?:else )?(?:you need|missing|required)\b/i,
      weight: 2.5,
    },
  ];

/** A question is taken as one at this score (and only with a question mark or a question word). */
export const QUESTION_SCORE = 2;
