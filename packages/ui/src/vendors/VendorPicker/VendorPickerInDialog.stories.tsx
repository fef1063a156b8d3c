import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { InvoiceDetailsDialog } from '../../invoices/InvoiceDetailsDialog';
import { createWorkflowRun, invoiceByDisplayStatus } from '../../mocks';

// The vendor picker as the Invoice Details dialog shows it: only in edit mode.
const meta = {
  title: 'Vendors/VendorPicker/In Invoice Details',
  component: InvoiceDetailsDialog,
  args: {
    opened: true,
    invoice: invoiceByDisplayStatus.readyToPay(),
    workflowRuns: [createWorkflowRun()],
    tasksById: {},
    transitionProps: { duration: 0 },
    onClose: fn(),
    onSave: fn(),
    onPay: fn(),
    onApproveTask: fn(),
    onCancelTask: fn(),
    onUpdateTaskParameters: fn(),
    vendorCorrection: {
      vendors: [
        { id: 'vendor-acme', name: 'Acme Supplies' },
        { id: 'vendor-globex', name: 'Globex Corporation' },
      ],
      onMove: fn(() => Promise.resolve()),
      onRename: fn(() => Promise.resolve()),
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InvoiceDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditMode: Story = {
  play: async () => {
    const dialog = within(screen.getByRole('dialog', { name: 'Invoice Details' }));
    await expect(dialog.queryByRole('region', { name: 'Correct the vendor' })).toBeNull();
    const [edit] = dialog.getAllByRole('button', { name: 'Edit' });
    if (edit) await userEvent.click(edit);
    await expect(await dialog.findByRole('region', { name: 'Correct the vendor' })).toBeVisible();
  },
};
