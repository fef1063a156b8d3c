import { describe, expect, it } from 'vitest';
import { readVendorQuestion } from '../../src/assistant/replies/read-vendor-question';

/** What a vendor's e-mail asks, from its own words (quoted history is not theirs). */
describe("a vendor's question", () => {
  it.each([
    ['Could you tell me when invoice 1042 will be paid?', ['payment_status']],
    ['Hello, what is the status of our invoice? Thanks', ['payment_status']],
    ["We still haven't received payment for March, can you check?", ['missing_payment']],
    ['Is there anything else you need from us to process this?', ['what_is_needed']],
    ['Please find our W-9 attached.', []],
    ['Our EIN is 98-7654321.', []],
    ['Thanks!\n\nOn Tue, AP wrote:\n> When will it be paid?', []],
  ])('%s', (text, expected) => {
    expect(readVendorQuestion(text)).toEqual(expected);
  });
});
