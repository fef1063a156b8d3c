import type { OrgMembers } from '@ap/domain/contract';
import { createOrgMember, createOrgMembers, createPendingInvite } from '@ap/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { demoMembership, renderScreen, signedInSession } from '../testing/render';
import { UserManagementSettings } from './UserManagementSettings';

// The signed-in demo user (ap@acme.test) is in the roster as an Admin.
const roster = (): OrgMembers =>
  createOrgMembers({
    members: [
      createOrgMember({
        user_id: 'user_owner',
        email: 'owner@acme.test',
        name: 'Olivia Owens',
        role: 'Owner',
      }),
      createOrgMember({
        user_id: 'user_demo',
        email: 'ap@acme.test',
        name: 'Avery Park',
        role: 'Admin',
      }),
      createOrgMember(),
    ],
  });

const drawer = async () => within(await screen.findByRole('dialog', { name: 'User Management' }));

describe('User Management drawer', () => {
  it('lists the members, invites with a toast and shows the answered roster', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/organization/members', () => HttpResponse.json(roster())),
      http.post('*/api/organization/members/invites', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          ...roster(),
          pending_invites: [createPendingInvite({ email: 'sam@acme.test', role: 'Admin' })],
        });
      }),
    );
    renderScreen(<UserManagementSettings opened onClose={() => {}} />);
    const d = await drawer();
    expect(await d.findByRole('list', { name: 'Members (3)' })).toBeVisible();
    // Their own row is marked and locked; the Owner's is an Owner's business.
    const own = within(d.getByRole('listitem', { name: 'Avery Park' }));
    expect(own.getByText('You')).toBeVisible();
    expect(own.queryByRole('combobox')).toBeNull();
    expect(
      within(d.getByRole('listitem', { name: 'Olivia Owens' })).getByText(
        'Only an Owner can change or remove an Owner.',
      ),
    ).toBeVisible();

    await userEvent.type(d.getByLabelText('E-mail address'), 'Sam@acme.test');
    await userEvent.selectOptions(d.getByLabelText('Role'), 'Admin');
    await userEvent.click(d.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invitation sent to sam@acme.test')).toBeVisible();
    expect(sent).toEqual([{ email: 'sam@acme.test', role: 'Admin' }]);
    expect(await d.findByRole('list', { name: 'Pending invitations (1)' })).toBeVisible();
  });

  it('says why an invitation failed and keeps the address', async () => {
    server.use(
      http.get('*/api/organization/members', () => HttpResponse.json(roster())),
      http.post('*/api/organization/members/invites', () =>
        HttpResponse.json(
          { error: 'upstream_unavailable', message: 'Auth service is unavailable: fetch failed' },
          { status: 502 },
        ),
      ),
    );
    renderScreen(<UserManagementSettings opened onClose={() => {}} />);
    const d = await drawer();
    await userEvent.type(await d.findByLabelText('E-mail address'), 'sam@acme.test');
    await userEvent.click(d.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Failed to send the invitation')).toBeVisible();
    expect(screen.getByText(/Auth service is unavailable/)).toBeVisible();
    expect(d.getByLabelText('E-mail address')).toHaveValue('sam@acme.test');
  });

  it('changes a role and removes a member after the question', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/organization/members', () => HttpResponse.json(roster())),
      http.put('*/api/organization/members/:id/role', async ({ params, request }) => {
        calls.push(`PUT ${params.id} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(roster());
      }),
      http.delete('*/api/organization/members/:id', ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        return HttpResponse.json(roster());
      }),
    );
    renderScreen(<UserManagementSettings opened onClose={() => {}} />);
    const d = await drawer();
    const dana = within(await d.findByRole('listitem', { name: 'Dana Lopez' }));
    await userEvent.selectOptions(dana.getByRole('combobox'), 'Admin');
    expect(await screen.findByText('dana@acme.test is now Admin')).toBeVisible();
    await userEvent.click(dana.getByRole('button', { name: 'Remove dana@acme.test' }));
    const question = within(await screen.findByRole('dialog', { name: 'Remove member' }));
    await userEvent.click(question.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('dana@acme.test removed')).toBeVisible();
    expect(calls).toEqual(['PUT user_dana {"role":"Admin"}', 'DELETE user_dana']);
  });

  it('shows a Member the list read-only, with the reason', async () => {
    server.use(http.get('*/api/organization/members', () => HttpResponse.json(roster())));
    renderScreen(
      <UserManagementSettings opened onClose={() => {}} />,
      signedInSession({ activeOrg: demoMembership('Member') }),
    );
    const d = await drawer();
    expect(
      await d.findByText('Only an Admin or Owner can invite, change or remove members.'),
    ).toBeVisible();
    expect(d.queryByLabelText('E-mail address')).toBeNull();
    expect(d.queryAllByRole('combobox')).toHaveLength(0);
  });

  it('says when the members cannot be loaded, and reads nothing while closed', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/organization/members', () => {
        reads += 1;
        return HttpResponse.json(
          { error: 'upstream_unavailable', message: 'down' },
          { status: 502 },
        );
      }),
    );
    const closed = renderScreen(<UserManagementSettings opened={false} onClose={() => {}} />);
    await new Promise((settle) => setTimeout(settle, 50));
    expect(reads).toBe(0);
    closed.unmount();
    renderScreen(<UserManagementSettings opened onClose={() => {}} />);
    await waitFor(() => expect(reads).toBeGreaterThan(0));
    expect((await drawer()).getByRole('alert')).toHaveTextContent('Failed to load members');
  });
});
