import { DRAWER_WIDTH_PX, MEMBER_RULE_MESSAGES } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createOrgMember, createOrgMembers, createPendingInvite } from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { UserManagementDrawer } from './UserManagementDrawer';

const OWNER = { userId: 'user_olivia', role: 'Owner' as const };
const ADMIN = { userId: 'user_alex', role: 'Admin' as const };

const meta = {
  title: 'Settings/UserManagementDrawer',
  component: UserManagementDrawer,
  // Fullscreen: the padded layout's offset would push the fixed drawer past the viewport.
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    onClose: fn(),
    roster: createOrgMembers(),
    viewer: OWNER,
    organizationName: 'Acme Corp',
    onInvite: fn(async () => undefined),
    onChangeRole: fn(async () => undefined),
    onRemove: fn(async () => undefined),
    onRevokeInvite: fn(async () => undefined),
    transitionDuration: 0,
  },
} satisfies Meta<typeof UserManagementDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(screen.getByRole('dialog', { name: 'User Management' }));
const row = (name: string) =>
  within(within(drawer().getByRole('list', { name: /^Members/ })).getByRole('listitem', { name }));

/** The Owner's view: every member with a role picker and Remove, except their own row. */
export const Members: Story = {
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'User Management' });
    await expect(dialog.getBoundingClientRect().width).toBe(DRAWER_WIDTH_PX);
    const names = within(drawer().getByRole('list', { name: 'Members (4)' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    await expect(names).toEqual(['Olivia Owens', 'Alex Payne', 'Dana Lopez', 'morgan@acme.test']);
    await expect(row('Olivia Owens').getByText('You')).toBeVisible();
    await expect(row('Olivia Owens').getByText(MEMBER_RULE_MESSAGES.lastOwner)).toBeVisible();
    await expect(row('Olivia Owens').queryByRole('combobox')).toBeNull();
    await expect(
      row('Dana Lopez').getByRole('combobox', { name: 'Role of dana@acme.test' }),
    ).toHaveValue('Member');
    const options = within(row('Dana Lopez').getByRole('combobox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Owner', 'Admin', 'Member']);
    await expect(drawer().getByLabelText('E-mail address')).toBeVisible();
    await expect(drawer().queryByText(/Pending invitations/)).toBeNull();
  },
};

/** Invitations not accepted yet, with who sent them and when they expire; Withdraw calls back. */
export const PendingInvites: Story = {
  args: {
    roster: createOrgMembers({
      pending_invites: [
        createPendingInvite(),
        createPendingInvite({ email: 'lee@acme.test', role: 'Admin', invited_by_email: null }),
      ],
    }),
  },
  play: async ({ args }) => {
    await dialogFocused('User Management');
    const invites = within(drawer().getByRole('list', { name: 'Pending invitations (2)' }));
    await expect(
      invites.getByText('Invited 3/2/2026 by olivia@acme.test · expires 3/9/2026'),
    ).toBeVisible();
    await userEvent.click(
      invites.getByRole('button', { name: 'Withdraw the invitation to lee@acme.test' }),
    );
    await expect(args.onRevokeInvite).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'lee@acme.test' }),
    );
  },
};

/** The invite form checks the address first, offers Member by default and clears once sent. */
export const InviteForm: Story = {
  play: async ({ args }) => {
    await dialogFocused('User Management');
    const email = drawer().getByLabelText('E-mail address');
    const send = drawer().getByRole('button', { name: 'Send invite' });
    await expect(send).toBeDisabled();
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(send);
    await expect(drawer().getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'Dana@Acme.test');
    await userEvent.click(send);
    await expect(drawer().getByText('dana@acme.test is already a member.')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, ' Sam@Acme.test ');
    await expect(drawer().getByLabelText('Role')).toHaveValue('Member');
    await userEvent.selectOptions(drawer().getByLabelText('Role'), 'Admin');
    await userEvent.click(send);
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'sam@acme.test', role: 'Admin' });
    await waitFor(() => expect(email).toHaveValue(''));
  },
};

/** A failed invitation keeps what was typed (the app shows why in a toast). */
export const InviteFails: Story = {
  args: { onInvite: fn(async () => Promise.reject(new Error('Auth service is unavailable'))) },
  play: async ({ args }) => {
    await dialogFocused('User Management');
    const email = drawer().getByLabelText('E-mail address');
    await userEvent.type(email, 'sam@acme.test');
    await userEvent.click(drawer().getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledOnce());
    await expect(email).toHaveValue('sam@acme.test');
    await expect(drawer().getByRole('button', { name: 'Send invite' })).toBeEnabled();
  },
};

/** Picking another role calls back with the member and the role. */
export const ChangeRole: Story = {
  play: async ({ args }) => {
    await dialogFocused('User Management');
    await userEvent.selectOptions(
      row('Dana Lopez').getByRole('combobox', { name: 'Role of dana@acme.test' }),
      'Admin',
    );
    await expect(args.onChangeRole).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'dana@acme.test' }),
      'Admin',
    );
  },
};

/** Remove asks first; Cancel does nothing, Remove calls back. */
export const RemoveWithConfirmation: Story = {
  play: async ({ args }) => {
    await dialogFocused('User Management');
    await userEvent.click(row('Alex Payne').getByRole('button', { name: 'Remove alex@acme.test' }));
    const question = within(await dialogFocused('Remove member'));
    await expect(
      question.getByText(
        'Remove Alex Payne from Acme Corp? They lose access at once; you can invite them again later.',
      ),
    ).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(row('Alex Payne').getByRole('button', { name: 'Remove alex@acme.test' }));
    await userEvent.click(
      within(await dialogFocused('Remove member')).getByRole('button', {
        name: 'Remove',
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'alex@acme.test' }),
    );
  },
};

/**
 * The last Owner, seen by an Admin: the Owner's row cannot change (only an Owner touches an
 * Owner), nobody can be made Owner, and the Admin's own row is theirs to leave alone.
 */
export const AdminView: Story = {
  args: { viewer: ADMIN },
  play: async () => {
    await expect(row('Olivia Owens').getByText(MEMBER_RULE_MESSAGES.ownerTarget)).toBeVisible();
    await expect(row('Olivia Owens').queryByRole('button')).toBeNull();
    await expect(row('Alex Payne').getByText(MEMBER_RULE_MESSAGES.self)).toBeVisible();
    const options = within(row('Dana Lopez').getByRole('combobox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Admin', 'Member']);
    await expect(
      within(drawer().getByLabelText('Role'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Member', 'Admin']);
  },
};

/** Two Owners: either may be demoted or removed by the other; the last-Owner rule does not bite. */
export const TwoOwners: Story = {
  args: {
    roster: createOrgMembers({
      members: [
        createOrgMember({
          user_id: 'user_olivia',
          email: 'olivia@acme.test',
          name: 'Olivia Owens',
          role: 'Owner',
        }),
        createOrgMember({
          user_id: 'user_omar',
          email: 'omar@acme.test',
          name: 'Omar Said',
          role: 'Owner',
        }),
      ],
    }),
  },
  play: async () => {
    await expect(row('Omar Said').getByRole('combobox')).toHaveValue('Owner');
    await expect(
      row('Omar Said').getByRole('button', { name: 'Remove omar@acme.test' }),
    ).toBeEnabled();
    await expect(row('Olivia Owens').getByText(MEMBER_RULE_MESSAGES.self)).toBeVisible();
  },
};

/** A Member sees the team read-only, with the reason, and no invite form. */
export const MemberReadOnly: Story = {
  args: {
    viewer: { userId: 'user_dana', role: 'Member' },
    disabledReason: 'Only an Admin or Owner can invite, change or remove members.',
    roster: createOrgMembers({ pending_invites: [createPendingInvite()] }),
  },
  play: async () => {
    await expect(
      drawer().getByText('Only an Admin or Owner can invite, change or remove members.'),
    ).toBeVisible();
    await expect(drawer().queryByLabelText('E-mail address')).toBeNull();
    await expect(drawer().queryAllByRole('combobox')).toHaveLength(0);
    await expect(drawer().queryAllByRole('button', { name: /^(Remove|Withdraw)/ })).toHaveLength(0);
    await expect(row('Dana Lopez').getByText('You')).toBeVisible();
    await expect(row('Olivia Owens').queryByText(MEMBER_RULE_MESSAGES.lastOwner)).toBeNull();
  },
};

export const Loading: Story = {
  args: { roster: undefined },
  play: async () => {
    await expect(drawer().getByText('Loading...')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { roster: undefined, error: 'Failed to load members' },
  play: async () => {
    await expect(drawer().getByRole('alert')).toHaveTextContent('Failed to load members');
  },
};
