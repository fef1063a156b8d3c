import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createSkippedDocuments } from '../../mocks';
import { SkippedDocumentsPage } from './SkippedDocumentsPage';

const meta = {
  title: 'Intake/SkippedDocumentsPage',
  component: SkippedDocumentsPage,
  args: {
    onBack: fn(),
    table: {
      documents: createSkippedDocuments(),
      onFilterChange: fn(),
      onDownload: fn(),
      onReadAsInvoice: fn(),
      onOpenInvoice: fn(),
    },
  },
} satisfies Meta<typeof SkippedDocumentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, what the page is for, Back to Admin, and the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Skipped documents' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Skipped documents' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Admin' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
