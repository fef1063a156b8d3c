import type { z } from 'zod';
import { AccountingStatusSchema } from './accounting';
import { IdParamsSchema, MessageResponseSchema } from './common';
import { InvoiceListRowsSchema, InvoiceListSchema, InvoiceSchema } from './invoice';
import { InvoiceSaveSchema } from './invoice-save';
import { AuthorizeResponseSchema, MailboxStatusSchema } from './mailbox';
import { OrganizationSettingsSchema, ReadOnlyModeUpdateSchema } from './organization-settings';
import { PayInvoiceResponseSchema } from './payment';
import {
  MoovSaveAccountSchema,
  MoovTokenResponseSchema,
  MoovUpdateTokenSchema,
  PaymentAccountStatusSchema,
} from './payment-account';
import { PublicConfigSchema } from './public-config';
import { TaskListSchema, TaskSchema } from './task';
import {
  TaskActionResponseSchema,
  TaskListQuerySchema,
  UpdateTaskParametersSchema,
} from './task-operations';
import {
  ThreadInputResponseSchema,
  ThreadInputSchema,
  ThreadListQuerySchema,
  ThreadListSchema,
} from './thread';
import { VendorListSchema, VendorSchema } from './vendor';
import { WorkflowRunListSchema } from './workflow-run';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call of SPEC §7: where it goes and what goes in and out. Paths use {param}. */
export interface ApiOperation {
  method: HttpMethod;
  path: string;
  summary: string;
  /** false only for the public configuration. */
  auth: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
}

const op = <T extends ApiOperation>(operation: T): T => operation;
const params = IdParamsSchema;

/** Every product API call of SPEC §7, keyed by a name both server and client use. */
export const apiOperations = {
  getPublicConfig: op({
    method: 'get',
    path: '/api/config/public',
    summary: 'Public configuration',
    auth: false,
    response: PublicConfigSchema,
  }),
  listThreads: op({
    method: 'get',
    path: '/api/threads',
    summary: 'Recent threads',
    auth: true,
    query: ThreadListQuerySchema,
    response: ThreadListSchema,
  }),
  postThreadInput: op({
    method: 'post',
    path: '/api/threads/input',
    summary: 'Send a message to a thread',
    auth: true,
    body: ThreadInputSchema,
    response: ThreadInputResponseSchema,
  }),
  listTasks: op({
    method: 'get',
    path: '/api/tasks',
    summary: 'Tasks, optionally by status',
    auth: true,
    query: TaskListQuerySchema,
    response: TaskListSchema,
  }),
  getTask: op({
    method: 'get',
    path: '/api/tasks/{id}',
    summary: 'One task',
    auth: true,
    params,
    response: TaskSchema,
  }),
  approveTask: op({
    method: 'post',
    path: '/api/tasks/{id}/approve',
    summary: 'Approve and execute a pending task',
    auth: true,
    params,
    response: TaskActionResponseSchema,
  }),
  cancelTask: op({
    method: 'post',
    path: '/api/tasks/{id}/cancel',
    summary: 'Cancel a pending task',
    auth: true,
    params,
    response: TaskActionResponseSchema,
  }),
  updateTaskParameters: op({
    method: 'put',
    path: '/api/tasks/{id}/parameters',
    summary: 'Edit a pending send_email task',
    auth: true,
    params,
    body: UpdateTaskParametersSchema,
    response: TaskActionResponseSchema,
  }),
  listInvoices: op({
    method: 'get',
    path: '/api/invoices/',
    summary: 'Invoice list rows (ETag / If-None-Match)',
    auth: true,
    response: InvoiceListRowsSchema,
  }),
  getInvoice: op({
    method: 'get',
    path: '/api/invoices/{id}',
    summary: 'One invoice',
    auth: true,
    params,
    response: InvoiceSchema,
  }),
  saveInvoice: op({
    method: 'patch',
    path: '/api/invoices/{id}',
    summary: 'Save an edited invoice',
    auth: true,
    params,
    body: InvoiceSaveSchema,
    response: InvoiceSchema,
  }),
  payInvoice: op({
    method: 'post',
    path: '/api/invoices/{id}/pay',
    summary: 'Queue payment (idempotent)',
    auth: true,
    params,
    response: PayInvoiceResponseSchema,
  }),
  listInvoiceWorkflowRuns: op({
    method: 'get',
    path: '/api/workflow-runs/invoice/{id}',
    summary: 'Workflow runs of an invoice',
    auth: true,
    params,
    response: WorkflowRunListSchema,
  }),
  getVendor: op({
    method: 'get',
    path: '/api/vendors/{id}',
    summary: 'One vendor',
    auth: true,
    params,
    response: VendorSchema,
  }),
  adminListInvoices: op({
    method: 'get',
    path: '/api/admin/invoices',
    summary: 'All invoices (admin)',
    auth: true,
    response: InvoiceListSchema,
  }),
  adminDeleteInvoice: op({
    method: 'delete',
    path: '/api/admin/invoices/{id}',
    summary: 'Delete an invoice',
    auth: true,
    params,
    response: MessageResponseSchema,
  }),
  adminListVendors: op({
    method: 'get',
    path: '/api/admin/vendors',
    summary: 'All vendors (admin)',
    auth: true,
    response: VendorListSchema,
  }),
  adminDeleteVendor: op({
    method: 'delete',
    path: '/api/admin/vendors/{id}',
    summary: 'Delete a vendor',
    auth: true,
    params,
    response: MessageResponseSchema,
  }),
  getMoovStatus: op({
    method: 'get',
    path: '/api/moov/status',
    summary: 'Payment account status',
    auth: true,
    response: PaymentAccountStatusSchema,
  }),
  createMoovOnboardingToken: op({
    method: 'post',
    path: '/api/moov/onboarding-token',
    summary: 'Token for the onboarding widget',
    auth: true,
    response: MoovTokenResponseSchema,
  }),
  saveMoovAccount: op({
    method: 'post',
    path: '/api/moov/save-account',
    summary: 'Link the onboarded account',
    auth: true,
    body: MoovSaveAccountSchema,
    response: PaymentAccountStatusSchema,
  }),
  updateMoovToken: op({
    method: 'post',
    path: '/api/moov/update-token',
    summary: 'Widen the widget token',
    auth: true,
    body: MoovUpdateTokenSchema,
    response: MoovTokenResponseSchema,
  }),
  getGmailAccount: op({
    method: 'get',
    path: '/api/gmail/oauth/account',
    summary: 'Connected mailbox',
    auth: true,
    response: MailboxStatusSchema,
  }),
  unlinkGmailAccount: op({
    method: 'delete',
    path: '/api/gmail/oauth/account',
    summary: 'Unlink the mailbox',
    auth: true,
    response: MessageResponseSchema,
  }),
  authorizeGmail: op({
    method: 'post',
    path: '/api/gmail/oauth/authorize',
    summary: 'Start mailbox OAuth',
    auth: true,
    response: AuthorizeResponseSchema,
  }),
  getQuickbooksAccount: op({
    method: 'get',
    path: '/api/quickbooks/oauth/account',
    summary: 'Connected accounting company',
    auth: true,
    response: AccountingStatusSchema,
  }),
  unlinkQuickbooksAccount: op({
    method: 'delete',
    path: '/api/quickbooks/oauth/account',
    summary: 'Unlink accounting',
    auth: true,
    response: MessageResponseSchema,
  }),
  authorizeQuickbooks: op({
    method: 'post',
    path: '/api/quickbooks/oauth/authorize',
    summary: 'Start accounting OAuth',
    auth: true,
    response: AuthorizeResponseSchema,
  }),
  getOrganizationSettings: op({
    method: 'get',
    path: '/api/organization/settings/',
    summary: 'Organisation settings',
    auth: true,
    response: OrganizationSettingsSchema,
  }),
  setReadOnlyMode: op({
    method: 'put',
    path: '/api/organization/settings/read-only-mode',
    summary: 'Mailbox permission level',
    auth: true,
    body: ReadOnlyModeUpdateSchema,
    response: OrganizationSettingsSchema,
  }),
} as const;

export type ApiOperationName = keyof typeof apiOperations;

/** The response body type of an operation, e.g. `ApiResponse<'listInvoices'>`. */
export type ApiResponse<N extends ApiOperationName> = z.infer<
  (typeof apiOperations)[N]['response']
>;
