import { RECOMMENDED_APPROVAL_CHAINS } from '@ap/domain';
import { type ApprovalChainsSettings, ApprovalChainsUpdateSchema } from '@ap/domain/contract';
import {
  adminHandlers,
  createApprovalChains,
  createOrgMembers,
  integrationHandlers,
} from '@ap/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { demoMembership, signedInSession } from '../testing/render';
import { renderAt } from '../testing/renderAt';

const API = '*/api/organization/configurations/approval-chains';

let stored: ApprovalChainsSettings;
let puts: unknown[];
let failPuts: boolean;

beforeEach(() => {
  stored = { approval_chains: RECOMMENDED_APPROVAL_CHAINS, saved: false, updated_at: null };
  puts = [];
  failPuts = false;
  server.use(
    ...integrationHandlers(),
    ...adminHandlers(),
    http.get('*/api/organization/configurations', () =>
      HttpResponse.json({ mandatory_checks: null, protected_actions: null, vendor_subset: null }),
    ),
    http.get('*/api/organization/members', () => HttpResponse.json(createOrgMembers())),
    http.get(API, () => HttpResponse.json(stored)),
    http.put(API, async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      if (failPuts)
        return HttpResponse.json({ error: 'internal_error', message: 'down' }, { status: 500 });
      const { approval_chains } = ApprovalChainsUpdateSchema.parse(body);
      stored = { approval_chains, saved: true, updated_at: '2026-11-25T10:00:00Z' };
      return HttpResponse.json(stored);
    }),
  );
});

const drawer = async () => within(await screen.findByRole('dialog', { name: 'Approval Chains' }));

describe('/settings approval chains', () => {
  it("shows the organisation's rules with its vendors by name", async () => {
    stored = {
      approval_chains: createApprovalChains({
        rules: [
          {
            ...createApprovalChains().rules[0]!,
            conditions: {
              amount: null,
              vendor_ids: ['vendor-acme'],
              gl_accounts: [],
              gl_classes: [],
            },
          },
        ],
      }),
      saved: true,
      updated_at: '2026-11-24T10:00:00Z',
    };
    renderAt('/settings?drawer=approvalChains');
    const panel = await drawer();
    expect(await panel.findByRole('button', { name: /Vendor: Acme Supplies/ })).toHaveTextContent(
      'Requisitioner → Controller: kim@acme-corp.com',
    );
    expect(panel.getByRole('button', { name: 'Reset to recommended' })).toBeVisible();
  });

  it('saves the rules to the organisation with the Changes Saved toast', async () => {
    renderAt('/settings?drawer=approvalChains');
    const panel = await drawer();
    await userEvent.click(await panel.findByRole('button', { name: /Every other invoice/ }));
    await userEvent.click(panel.getByRole('button', { name: 'Add step' }));
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes Saved')).toBeVisible();
    expect(
      screen.getByText('Approval chains configuration has been updated successfully.'),
    ).toBeVisible();
    expect(puts).toEqual([
      {
        approval_chains: {
          ...RECOMMENDED_APPROVAL_CHAINS,
          default_steps: [
            { type: 'role', role: 'Requisitioner' },
            { type: 'role', role: 'Admin' },
          ],
        },
      },
    ]);
    await waitFor(() =>
      expect(panel.queryByRole('region', { name: 'Unsaved changes' })).toBeNull(),
    );
  });

  it("suggests the organisation's members for a named person", async () => {
    stored = { approval_chains: createApprovalChains(), saved: true, updated_at: null };
    renderAt('/settings?drawer=approvalChains');
    const panel = await drawer();
    await userEvent.click(await panel.findByRole('button', { name: /Large Globex orders/ }));
    const email = within(panel.getByRole('group', { name: 'Step 2' })).getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'ale');
    // (happy-dom does not lay the dropdown out, so its options count as hidden here.)
    expect(
      await screen.findByRole('option', { name: /Alex Payne/, hidden: true }),
    ).toHaveTextContent('alex@acme.test · Admin');
  });

  it('keeps the edits and says Save Unsuccessful when the server refuses', async () => {
    failPuts = true;
    renderAt('/settings?drawer=approvalChains');
    const panel = await drawer();
    await userEvent.click(await panel.findByRole('button', { name: /Every other invoice/ }));
    await userEvent.click(panel.getByRole('button', { name: 'Add step' }));
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Save Unsuccessful')).toBeVisible();
    expect(
      screen.getByText('Failed to save approval chains configuration. Please try again.'),
    ).toBeVisible();
    expect(panel.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
    expect(panel.getByRole('group', { name: 'Step 2' })).toBeVisible();
  });

  it('shows a Member the rules read-only, with the reason', async () => {
    renderAt(
      '/settings?drawer=approvalChains',
      signedInSession({ orgs: [demoMembership('Member')], activeOrg: demoMembership('Member') }),
    );
    const panel = await drawer();
    expect(
      await panel.findByText('Only an Admin or Owner can change the approval chains.'),
    ).toBeVisible();
    expect(panel.queryByRole('button', { name: 'Add rule' })).toBeNull();
  });
});
