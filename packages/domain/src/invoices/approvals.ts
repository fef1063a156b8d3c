export interface ApprovalInput {
  approved: boolean | null | undefined;
}

/** Complete only when there is at least one approval step and every step is approved. */
export function areApprovalsComplete(
  approvals: readonly ApprovalInput[] | null | undefined,
): boolean {
  return (approvals?.length ?? 0) > 0 && approvals!.every((step) => step.approved === true);
}
