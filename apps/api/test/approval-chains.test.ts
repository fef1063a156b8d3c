import { RECOMMENDED_APPROVAL_CHAINS } from '@ap/domain';
import {
  ApiErrorSchema,
  ApprovalChainsSettingsSchema,
  type ApprovalChainsUpdate,
  AuditLogPageSchema,
  apiExtensionOperations,
  type Invoice,
  InvoiceSchema,
  TaskListSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, OTHER_ORG, startTestServer, type TestServer } from './support/test-server';
import { waitFor } from './support/wait-for';

const backends = await backendNames();
const PATH = apiExtensionOperations.setApprovalChains.path;
const INVOICE = 'inv_demo_processing'; // seeded with no approval chain and no items
const DANA = 'dana@acme.test';
const KIM = 'kim@acme.test'; // the controller, a Member

type Chains = ApprovalChainsUpdate['approval_chains'];
const none = { amount: null, vendor_ids: [], gl_accounts: [], gl_classes: [] };
const RULES: Chains = {
  rules: [
    {
      id: 'marketing',
      name: 'Marketing spend',
      conditions: { ...none, gl_accounts: ['6100 Marketing'] },
      steps: [{ type: 'role', role: 'Owner' }],
    },
    {
      id: 'big_office',
      name: 'Big office orders',
      conditions: {
        ...none,
        amount: { currency: 'USD', over: '5000', up_to: null },
        vendor_ids: ['ven_demo_office'],
      },
      steps: [
        { type: 'role', role: 'Requisitioner' },
        { type: 'person', email: ' Kim@Acme.test ', title: 'Controller' },
      ],
    },
    {
      id: 'catering',
      name: 'Catering',
      conditions: { ...none, vendor_ids: ['ven_demo_catering'] },
      steps: [{ type: 'any_of', emails: ['lee@acme.test', 'sam@acme.test'], title: 'Finance' }],
    },
  ],
  default_steps: [{ type: 'role', role: 'Requisitioner' }],
};

describe.each(backends)('approval chains on %s', (backend) => {
  let server: TestServer;
  let admin: ApiClient;
  const people: Record<string, ApiClient> = {};
  let other: ApiClient;
  const as = async (email: string, role: 'Member' | 'Admin' | 'Owner' = 'Member') => {
    people[`${email}/${role}`] ??= createApiClient(
      server.baseUrl,
      await server.mint({ userId: `user_${email}`, email, activeOrg: { ...DEMO_ORG, role } }),
    );
    return people[`${email}/${role}`] as ApiClient;
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    other = createApiClient(
      server.baseUrl,
      await server.mint({ userId: 'user_other', email: 'eve@other.test', activeOrg: OTHER_ORG }),
    );
  });
  afterAll(() => server?.close());

  const read = async (client: ApiClient) => {
    const answer = await client.get(PATH);
    expect(answer.status).toBe(200);
    return ApprovalChainsSettingsSchema.parse(answer.body);
  };
  const invoice = async () =>
    InvoiceSchema.parse((await admin.get(`/api/invoices/${INVOICE}`)).body);
  const chainOf = (what: string, done: (approvals: Invoice['approvals']) => boolean) =>
    waitFor(
      what,
      async () => {
        const now = await invoice();
        return now.approvals.length > 0 && done(now.approvals) ? now.approvals : undefined;
      },
      90_000,
      async () => JSON.stringify((await invoice()).approvals),
    );
  const save = async (change: Record<string, unknown>) => {
    const answer = await admin.patch(`/api/invoices/${INVOICE}`, {
      invoice_id: INVOICE,
      ...change,
    });
    expect(answer.status).toBe(200);
    return InvoiceSchema.parse(answer.body);
  };
  const approve = (client: ApiClient) => client.post(`/api/invoices/${INVOICE}/approvals/approve`);
  const requestTo = (emails: string[]) =>
    waitFor(`the approval request to ${emails.join(', ')}`, async () =>
      TaskListSchema.parse((await admin.get('/api/tasks?status=pending')).body).find(
        (task) =>
          task.invoice_id === INVOICE &&
          task.task_type === 'send_email' &&
          JSON.stringify((task.parameters as { to: string[] }).to) === JSON.stringify(emails),
      ),
    );

  it('answers the recommended rules (the built-in routing) until the organisation saves its own', async () => {
    expect(await read(admin)).toEqual({
      approval_chains: RECOMMENDED_APPROVAL_CHAINS,
      saved: false,
      updated_at: null,
    });
  });

  it('refuses bad rules with 400, naming the rule and the field, and keeps what was saved', async () => {
    const big = RULES.rules[1]!;
    const bad: Array<[Chains, string, string]> = [
      [
        { ...RULES, rules: [{ ...big, steps: [] }] },
        'approval_chains.rules.0.steps',
        'Rule "Big office orders": add at least one approval step.',
      ],
      [
        {
          ...RULES,
          rules: [
            {
              ...big,
              conditions: { ...none, amount: { currency: 'USD', over: '9000', up_to: '10' } },
            },
          ],
        },
        'approval_chains.rules.0.conditions.amount',
        'Rule "Big office orders": the amount range is empty: "over" (9000.00) must be less than "up to" (10.00).',
      ],
      [
        { ...RULES, default_steps: [{ type: 'role', role: 'CFO' as 'Owner' }] },
        'approval_chains.default_steps.0.role',
        'Unknown role "CFO"; use Requisitioner, Admin, Owner.',
      ],
      [
        { ...RULES, rules: [{ ...big, steps: [{ type: 'person', email: 'kim at acme' }] }] },
        'approval_chains.rules.0.steps.0.email',
        'Rule "Big office orders": "kim at acme" is not an e-mail address.',
      ],
      [
        { ...RULES, rules: [{ ...big, conditions: none }] },
        'approval_chains.rules.0.conditions',
        'Rule "Big office orders": add a condition (amount, vendor, GL account or class); invoices no rule matches take "Every other invoice".',
      ],
      [
        { ...RULES, rules: [{ ...big, conditions: { ...none, vendor_ids: ['ven_not_ours'] } }] },
        'approval_chains.rules.0.conditions.vendor_ids',
        'Rule "Big office orders": vendor ven_not_ours is not a vendor of this organisation.',
      ],
    ];
    for (const [chains, path, message] of bad) {
      const answer = await admin.put(PATH, { approval_chains: chains });
      expect(answer.status, path).toBe(400);
      const error = ApiErrorSchema.parse(answer.body);
      expect(error.error).toBe('validation_error');
      expect(error.details).toMatchObject({ issues: expect.arrayContaining([{ path, message }]) });
    }
    const member = await as(KIM);
    expect((await member.put(PATH, { approval_chains: RULES })).status).toBe(403);
    expect((await read(admin)).saved).toBe(false);
  });

  it('saves the rules for the organisation: normalised, read by a Member, audited', async () => {
    const answer = await admin.put(PATH, { approval_chains: RULES });
    expect(answer.status).toBe(200);
    const saved = ApprovalChainsSettingsSchema.parse(answer.body);
    expect(saved.saved).toBe(true);
    expect(saved.approval_chains.rules[1]?.steps[1]).toEqual({
      type: 'person',
      email: KIM,
      title: 'Controller',
    });
    expect(saved.approval_chains.rules[1]?.conditions.amount).toEqual({
      currency: 'USD',
      over: '5000.00',
      up_to: null,
    });
    expect(await read(await as(KIM))).toEqual(saved);
    expect((await read(other)).saved).toBe(false);

    const log = AuditLogPageSchema.parse(
      (await admin.get(`/api/admin/audit-log?entity_type=organization&entity_id=${DEMO_ORG.orgId}`))
        .body,
    );
    const entry = log.entries.find((e) => e.action === 'settings.approval_chains');
    expect(entry).toMatchObject({
      actor: { type: 'user', email: 'ap@acme.test' },
      before: null,
      after: saved.approval_chains,
    });
  });

  it('routes an invoice by the first rule that matches, asks in order, and routes again when a save moves it to another rule', {
    timeout: 240_000,
  }, async () => {
    // $6,000 from the office vendor, requested by Dana: the big-office rule.
    await save({
      vendor_id: 'ven_demo_office',
      amount: 6000,
      requisitioner_contact_name: 'Dana Lopez',
      requisitioner_contact_email: DANA,
      items: [{ description: 'Standing desks', quantity: 4, rate: 1500, amount: 6000 }],
    });
    expect(await chainOf('the big-office chain', () => true)).toEqual([
      { role: 'Requisitioner', approver: DANA, approved: false },
      { role: 'Controller', approver: KIM, approved: false },
    ]);
    const routed = WorkflowRunListSchema.parse(
      (await admin.get(`/api/workflow-runs/invoice/${INVOICE}`)).body,
    ).flatMap((run) => run.events.map((e) => e.message));
    expect(routed).toContain(
      `Routed the approval chain by rule "Big office orders": Requisitioner (${DANA}), then Controller (${KIM})`,
    );

    // Asked in order: Dana first; the controller once Dana approved.
    await requestTo([DANA]);
    const pending = TaskListSchema.parse((await admin.get('/api/tasks?status=pending')).body);
    expect(
      pending.filter((task) => JSON.stringify(task.parameters).includes(KIM)),
      'no request to the controller before the requisitioner approved',
    ).toEqual([]);
    const admins = await approve(admin);
    expect(admins.status).toBe(403);
    expect(ApiErrorSchema.parse(admins.body).message).toBe(
      `This invoice's approval waits for ${DANA}, ${KIM}; you are signed in as ap@acme.test`,
    );
    expect((await approve(await as(DANA))).status).toBe(200);
    await requestTo([KIM]);
    const kims = await approve(await as(KIM));
    expect(kims.status).toBe(200);
    expect(InvoiceSchema.parse(kims.body).approvals.every((step) => step.approved)).toBe(true);

    // $4,000 no longer matches: the chain is emptied by the save and routed by the default.
    expect((await save({ amount: 4000 })).approvals).toEqual([]);
    expect(await chainOf('the default chain', (steps) => steps.length === 1)).toEqual([
      { role: 'Requisitioner', approver: DANA, approved: false },
    ]);
    expect((await approve(await as(DANA))).status).toBe(200);

    // Coding the line to another account that no rule names keeps Dana's approval.
    const [line] = (await invoice()).items;
    const coded = await save({
      items: [
        {
          id: line?.id,
          description: 'Standing desks',
          quantity: 4,
          rate: 1000,
          amount: 4000,
          quickbooks_account: '6000 Office Expenses',
        },
      ],
    });
    expect(coded.items[0]?.quickbooks_account).toBe('6000 Office Expenses');
    expect(coded.approvals).toEqual([{ role: 'Requisitioner', approver: DANA, approved: true }]);

    // Coding it to marketing moves it to the marketing rule: an Owner approves, not an Admin.
    expect(
      (
        await save({
          items: [{ id: line?.id, quickbooks_account: '6100  marketing' }],
        })
      ).approvals,
    ).toEqual([]);
    expect(await chainOf('the marketing chain', (steps) => steps[0]?.role === 'Owner')).toEqual([
      { role: 'Owner', approver: '', approved: false },
    ]);
    expect((await approve(admin)).status).toBe(403);
    const owners = await approve(await as('olu@acme.test', 'Owner'));
    expect(owners.status).toBe(200);
    expect(InvoiceSchema.parse(owners.body).approvals).toEqual([
      { role: 'Owner', approver: 'olu@acme.test', approved: true },
    ]);
  });

  it('keeps separation of duties: the controller who requested it approves only as requisitioner', {
    timeout: 180_000,
  }, async () => {
    const [line] = (await invoice()).items;
    await save({
      amount: 6000,
      requisitioner_contact_name: 'Kim Ng',
      requisitioner_contact_email: KIM,
      items: [{ id: line?.id, amount: 6000, quickbooks_account: null }],
    });
    expect(
      await chainOf(
        'the chain with the controller as requisitioner',
        (s) => s[0]?.approver === KIM,
      ),
    ).toEqual([
      { role: 'Requisitioner', approver: KIM, approved: false },
      { role: 'Controller', approver: '', approved: false, min_role: 'Admin' },
    ]);
    const kim = await as(KIM, 'Admin'); // even as an Admin
    expect((await approve(kim)).status).toBe(200);
    const again = await approve(kim);
    expect(again.status).toBe(403);
    expect(ApiErrorSchema.parse(again.body).message).toMatch(
      /^You already approved this invoice as Requisitioner; one person approves one step/,
    );
    const admins = await approve(admin);
    expect(admins.status).toBe(200);
    expect(InvoiceSchema.parse(admins.body).approvals[1]).toEqual({
      role: 'Controller',
      approver: 'ap@acme.test',
      approved: true,
      min_role: 'Admin',
    });
  });

  it('lets any one of several people approve a step, once', { timeout: 120_000 }, async () => {
    await save({ vendor_id: 'ven_demo_catering' });
    expect(await chainOf('the catering chain', (s) => s[0]?.role === 'Finance')).toEqual([
      {
        role: 'Finance',
        approver: '',
        approved: false,
        any_of: ['lee@acme.test', 'sam@acme.test'],
      },
    ]);
    await requestTo(['lee@acme.test', 'sam@acme.test']);
    expect((await approve(admin)).status).toBe(403);
    const lee = await approve(await as('lee@acme.test'));
    expect(lee.status).toBe(200);
    expect(InvoiceSchema.parse(lee.body).approvals[0]).toMatchObject({
      approver: 'lee@acme.test',
      approved: true,
    });
    expect((await approve(await as('sam@acme.test'))).status).toBe(409);
  });
});
