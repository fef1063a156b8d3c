import { z } from 'zod';
import { approvalChainProblems } from '../approval-chains/approval-chain-problems';
import {
  APPROVAL_CHAIN_ROLES,
  APPROVAL_CHAIN_LIMITS as LIMITS,
} from '../approval-chains/approval-chains';
import { normalizeApprovalChains } from '../approval-chains/approval-chains-normalize';
import { TimestampSchema } from './common';
import { safeText } from './input-schemas';

/**
 * Beyond SPEC §7 (where Configure Approval Chains is "Under construction"): the organisation's
 * approval rules. The schema checks the shape; every rule of `approvalChainProblems` in
 * @ap/domain (steps present, amount ranges not inverted, e-mails well formed, ...) is checked
 * on top, so a bad set of rules answers 400 with one issue per problem and its path.
 */
const RoleSchema = z.enum(APPROVAL_CHAIN_ROLES, {
  error: (issue) =>
    `Unknown role ${JSON.stringify(issue.input)}; use ${APPROVAL_CHAIN_ROLES.join(', ')}.`,
});
const EmailSchema = safeText(320);
const TitleSchema = safeText(LIMITS.title).optional();

export const ApprovalChainStepSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('role'), role: RoleSchema }),
    z.object({ type: z.literal('person'), email: EmailSchema, title: TitleSchema }),
    z.object({
      type: z.literal('any_of'),
      emails: z.array(EmailSchema).max(LIMITS.people),
      title: TitleSchema,
    }),
  ],
  { error: "A step's type is 'role', 'person' or 'any_of'." },
);

const AmountTextSchema = safeText(20).nullable();

export const ApprovalRuleSchema = z.object({
  id: safeText(64),
  name: safeText(LIMITS.name),
  conditions: z.object({
    amount: z
      .object({
        currency: safeText(3).nullable(),
        over: AmountTextSchema,
        up_to: AmountTextSchema,
      })
      .nullable(),
    vendor_ids: z.array(safeText(128)).max(LIMITS.conditionValues),
    gl_accounts: z.array(safeText(LIMITS.value)).max(LIMITS.conditionValues),
    gl_classes: z.array(safeText(LIMITS.value)).max(LIMITS.conditionValues),
  }),
  steps: z.array(ApprovalChainStepSchema).max(LIMITS.steps),
});

export const ApprovalChainsSchema = z
  .object({
    rules: z.array(ApprovalRuleSchema).max(LIMITS.rules),
    default_steps: z.array(ApprovalChainStepSchema).max(LIMITS.steps),
  })
  .superRefine((chains, context) => {
    for (const problem of approvalChainProblems(normalizeApprovalChains(chains)))
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });

/** PUT /api/organization/configurations/approval-chains body. */
export const ApprovalChainsUpdateSchema = z.object({ approval_chains: ApprovalChainsSchema });

/**
 * GET (and PUT's answer): the rules that route the organisation's invoices. `saved` false =
 * never saved, so the recommended rules (the built-in routing) apply.
 */
export const ApprovalChainsSettingsSchema = z.object({
  approval_chains: ApprovalChainsSchema,
  saved: z.boolean(),
  updated_at: TimestampSchema.nullable(),
});

export type ApprovalChainsUpdate = z.input<typeof ApprovalChainsUpdateSchema>;
export type ApprovalChainsSettings = z.infer<typeof ApprovalChainsSettingsSchema>;
