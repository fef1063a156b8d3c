// The rules take small structural inputs; these checks prove the contract's entity types fit
// them, and that what the rules produce is what the contract accepts. Type-only: `tsc` checks
// this file in `pnpm --filter @ap/domain typecheck` (it is under `src`); vitest does not run it
// (its include is `*.test.ts`), so it is not counted as tests.
import { describe, expectTypeOf, it } from 'vitest';
import type { ApprovalChains } from './approval-chains/approval-chains';
import type { CheckInput } from './checks/check-input';
import type {
  Approval,
  ApprovalChainsSettings,
  Check,
  Invoice,
  InvoiceSave,
  Task,
  UpdateTaskParameters,
  Vendor,
  WorkflowEvent,
  WorkflowOutcomes,
} from './contract';
import type { InvoiceSubject, VendorSubject } from './invoice-checks/check-subject';
import type { PreviousCheck, StoredCheck } from './invoice-checks/keep-override';
import type { ApprovalStep } from './invoices/approval-route';
import type { ApprovalInput } from './invoices/approvals';
import type { DashboardInvoiceInput } from './invoices/dashboard-stats';
import type { InvoiceStatusInput } from './invoices/display-status';
import type { InvoiceInput } from './invoices/invoice-draft';
import type { InvoiceSavePayload } from './invoices/invoice-save-payload';
import type { AdminTaskInput } from './tasks/admin-task-filter';
import type {
  SendEmailParametersInput,
  SendEmailParametersPayload,
} from './tasks/send-email-parameters';
import type { TaskStateInput } from './tasks/task-actions';
import type { vendorIdFromFieldsChanged, vendorNameFromEvents } from './timeline/vendor-from-run';
import type { VendorFieldsInput } from './vendors/vendor-display';

describe('contract entities fit the rules inputs', () => {
  it('invoices, checks, vendors and approvals', () => {
    expectTypeOf<Invoice>().toExtend<InvoiceStatusInput>();
    expectTypeOf<Invoice>().toExtend<InvoiceInput>();
    expectTypeOf<Invoice>().toExtend<DashboardInvoiceInput>();
    expectTypeOf<Check>().toExtend<CheckInput>();
    expectTypeOf<Vendor>().toExtend<VendorFieldsInput>();
    expectTypeOf<Approval>().toExtend<ApprovalInput>();
    expectTypeOf<Approval>().toExtend<ApprovalStep>();
    expectTypeOf<ApprovalStep>().toExtend<Approval>();
  });

  it('approval chains: what the API answers is what the routing rules read', () => {
    expectTypeOf<ApprovalChainsSettings['approval_chains']>().toExtend<ApprovalChains>();
    expectTypeOf<ApprovalChains>().toExtend<ApprovalChainsSettings['approval_chains']>();
  });

  it('the computed checks: inputs the contract fits, results the contract accepts', () => {
    expectTypeOf<Invoice>().toExtend<InvoiceSubject>();
    expectTypeOf<Vendor>().toExtend<VendorSubject>();
    expectTypeOf<Check>().toExtend<PreviousCheck>();
    expectTypeOf<StoredCheck>().toExtend<Check>();
  });

  it('tasks and workflow runs', () => {
    expectTypeOf<Task>().toExtend<TaskStateInput>();
    expectTypeOf<Task>().toExtend<AdminTaskInput>();
    expectTypeOf<
      Extract<Task, { task_type: 'send_email' }>['parameters']
    >().toExtend<SendEmailParametersInput>();
    expectTypeOf<WorkflowEvent[]>().toExtend<Parameters<typeof vendorNameFromEvents>[0]>();
    expectTypeOf<WorkflowOutcomes['fields_changed']>().toExtend<
      Parameters<typeof vendorIdFromFieldsChanged>[0]
    >();
  });

  it('what the rules produce is what the contract accepts', () => {
    expectTypeOf<InvoiceSavePayload>().toExtend<InvoiceSave>();
    expectTypeOf<SendEmailParametersPayload>().toExtend<UpdateTaskParameters>();
  });
});
