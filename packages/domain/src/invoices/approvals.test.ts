import { describe, expect, it } from 'vitest';
import { areApprovalsComplete } from './approvals';

describe('areApprovalsComplete', () => {
  it('is complete when every step is approved', () => {
    expect(areApprovalsComplete([{ approved: true }])).toBe(true);
    expect(areApprovalsComplete([{ approved: true }, { approved: true }])).toBe(true);
  });

  it('is incomplete when any step is not approved', () => {
    expect(areApprovalsComplete([{ approved: true }, { approved: false }])).toBe(false);
    expect(areApprovalsComplete([{ approved: null }])).toBe(false);
    expect(areApprovalsComplete([{ approved: undefined }])).toBe(false);
  });

  it.each([[], null, undefined])('is incomplete with no steps (%j)', (approvals) => {
    expect(areApprovalsComplete(approvals)).toBe(false);
  });
});
