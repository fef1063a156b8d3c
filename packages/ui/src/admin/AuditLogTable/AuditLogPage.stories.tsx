import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createAuditEntries } from '../../mocks';
import { NO_AUDIT_FILTERS } from './AuditLogFilters';
import { AuditLogPage } from './AuditLogPage';

const meta = {
  title: 'Admin/AuditLogPage',
  component: AuditLogPage,
  args: {
    onBack: fn(),
    table: {
      entries: createAuditEntries(),
      filters: NO_AUDIT_FILTERS,
      onFiltersChange: fn(),
      onOlder: fn(),
      onNewer: fn(),
      calendarMonth: '2026-03-01',
    },
  },
} satisfies Meta<typeof AuditLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Admin: the title, Back to Admin, and the log. */
export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Audit log' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Admin' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A Member: the reason instead of the log, and no filters. */
export const Member: Story = {
  args: { disabledReason: 'Only an Admin or Owner can see the audit log.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only an Admin or Owner can see the audit log.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByLabelText('Person')).toBeNull();
  },
};
