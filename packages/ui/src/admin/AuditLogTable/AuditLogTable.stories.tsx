import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createAuditEntries, createAuditEntry } from '../../mocks';
import { type AuditLogFilterValues, NO_AUDIT_FILTERS } from './AuditLogFilters';
import { AUDIT_LOG_EMPTY, AuditLogTable, type AuditLogTableProps } from './AuditLogTable';

const ACTORS = [
  { type: 'user' as const, user_id: 'user_alex', email: 'alex@acme.test' },
  { type: 'assistant' as const, user_id: 'assistant', email: null },
  { type: 'user' as const, user_id: 'user_olivia', email: 'olivia@acme.test' },
];

const meta = {
  title: 'Admin/AuditLogTable',
  component: AuditLogTable,
  args: {
    entries: createAuditEntries(),
    actors: ACTORS,
    filters: NO_AUDIT_FILTERS,
    onFiltersChange: fn(),
    onOlder: fn(),
    onNewer: fn(),
    calendarMonth: '2026-03-01',
  },
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Who, what, when, which record and what changed, in words; secrets stay as the server masked them. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const shown = rows(canvasElement);
    await expect(shown.map(([, who, what, record, change]) => [who, what, record, change])).toEqual(
      [
        ['olivia@acme.test', 'Invited a member', 'Member sam@acme.test', 'role: Member'],
        [
          'alex@acme.test',
          "Changed a member's role",
          'Member dana@acme.test',
          'role: Member → Admin',
        ],
        ['olivia@acme.test', 'Removed a member', 'Member morgan@acme.test', ''],
        [
          'Assistant',
          'Read an invoice from e-mail',
          'Invoice inv_1003',
          'invoice number: INV-1003; amount: 980',
        ],
        ['alex@acme.test', 'Changed dual control', 'Organization org_demo', 'dual control: on'],
        [
          'alex@acme.test',
          'Changed vendor details',
          'Vendor ven_office',
          'account number: ••••6789 → ••••4321',
        ],
      ],
    );
    // Bank numbers stay as the server masked them: no long digit run anywhere.
    await expect(canvasElement.textContent).not.toMatch(/\d{6,}/);
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

function Filtered(args: AuditLogTableProps) {
  const [filters, setFilters] = useState<AuditLogFilterValues>(NO_AUDIT_FILTERS);
  return (
    <AuditLogTable
      {...args}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
    />
  );
}

/** Person, action (one, or any of a family) and day range report the filters the app asks for. */
export const Filters: Story = {
  render: (args) => <Filtered {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const people = [...(canvas.getByLabelText('Person') as HTMLSelectElement).options].map(
      (o) => o.textContent,
    );
    await expect(people).toEqual(['Everyone', 'alex@acme.test', 'Assistant', 'olivia@acme.test']);
    await userEvent.selectOptions(canvas.getByLabelText('Person'), 'user_alex');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...NO_AUDIT_FILTERS,
      actor: 'user_alex',
    });
    await userEvent.selectOptions(canvas.getByLabelText('Action'), 'Any: Members');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ actor: 'user_alex', action: 'user.*' }),
    );
    await userEvent.selectOptions(canvas.getByLabelText('Action'), "Changed a member's role");
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ action: 'user.role_change' }),
    );
    await userEvent.type(canvas.getByLabelText('From'), '2026-03-02');
    await userEvent.keyboard('{Escape}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: '2026-03-02', to: null }),
    );
  },
};

/** Filters that match nothing. */
export const Empty: Story = {
  args: { entries: [], filters: { ...NO_AUDIT_FILTERS, action: 'user.remove' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(AUDIT_LOG_EMPTY)).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Action')).toHaveValue('user.remove');
  },
};

export const Loading: Story = {
  args: { entries: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { entries: undefined, error: 'Failed to load the audit log' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load the audit log',
    );
  },
};

/** A middle page: Newer and Older both page; the first page offers no Newer. */
export const Paging: Story = {
  args: {
    entries: Array.from({ length: 5 }, (_, i) => createAuditEntry(40 - i)),
    page: 2,
    hasOlder: true,
  },
  play: async ({ canvasElement, args }) => {
    const pages = within(
      within(canvasElement).getByRole('navigation', { name: 'Audit log pages' }),
    );
    await expect(pages.getByText('Page 2')).toBeVisible();
    await userEvent.click(pages.getByRole('button', { name: 'Older' }));
    await expect(args.onOlder).toHaveBeenCalledOnce();
    await userEvent.click(pages.getByRole('button', { name: 'Newer' }));
    await expect(args.onNewer).toHaveBeenCalledOnce();
  },
};

/** The last page: Older is disabled. */
export const LastPage: Story = {
  args: { entries: [createAuditEntry(1)], page: 3, hasOlder: false },
  play: async ({ canvasElement }) => {
    const pages = within(
      within(canvasElement).getByRole('navigation', { name: 'Audit log pages' }),
    );
    await expect(pages.getByRole('button', { name: 'Older' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Newer' })).toBeEnabled();
  },
};
