import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createSkippedDocuments } from '../../mocks';
import { showsAlert, showsLoading, showsText } from '../../testing/state-plays';
import { SKIPPED_DOCUMENTS_EMPTY, SkippedDocumentsTable } from './SkippedDocumentsTable';

const meta = {
  title: 'Intake/SkippedDocumentsTable',
  component: SkippedDocumentsTable,
  args: {
    documents: createSkippedDocuments(),
    onFilterChange: fn(),
    onDownload: fn(),
    onReadAsInvoice: fn(),
    onOpenInvoice: fn(),
    onMore: fn(),
  },
} satisfies Meta<typeof SkippedDocumentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, file: string) => {
  const row = within(canvasElement)
    .getAllByRole('row')
    .find((tr) => tr.textContent?.includes(file));
  if (!row) throw new Error(`no row for ${file}`);
  return within(row);
};

/** Each file with its reason and sender; Download original and Read as invoice act on it. */
export const Documents: Story = {
  play: async ({ canvasElement, args }) => {
    const w9 = rowOf(canvasElement, 'W-9 Acme Supplies.pdf');
    await expect(w9.getByText('W-9 tax form, not an invoice')).toBeVisible();
    await expect(w9.getByText('Tax form')).toBeVisible();
    await expect(w9.getByText('billing@acme-supplies.com')).toBeVisible();
    await expect(w9.getByText('180 KB')).toBeVisible();
    await userEvent.click(
      w9.getByRole('button', { name: 'Download original: W-9 Acme Supplies.pdf' }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'skd-1' }));
    await userEvent.click(
      w9.getByRole('button', { name: 'Read as invoice: W-9 Acme Supplies.pdf' }),
    );
    await expect(args.onReadAsInvoice).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'skd-1' }),
    );
    // One already read as an invoice opens it instead.
    const read = rowOf(canvasElement, 'scan_0042.jpg');
    await expect(read.getByText('Read as invoice by dana@example.com')).toBeVisible();
    await expect(read.queryByRole('button', { name: /^Read as invoice/ })).toBeNull();
    await userEvent.click(read.getByRole('button', { name: 'Open invoice: scan_0042.jpg' }));
    await expect(args.onOpenInvoice).toHaveBeenCalledWith('inv-42');
  },
};

/** While one is being read, its button spins and the others wait. */
export const Reading: Story = {
  args: { readingId: 'skd-1' },
  play: async ({ canvasElement }) => {
    const spinning = rowOf(canvasElement, 'W-9 Acme Supplies.pdf').getByRole('button', {
      name: 'Read as invoice: W-9 Acme Supplies.pdf',
    });
    await expect(spinning).toHaveAttribute('data-loading', 'true');
    await expect(
      rowOf(canvasElement, 'Statement March.pdf').getByRole('button', {
        name: 'Read as invoice: Statement March.pdf',
      }),
    ).toBeDisabled();
  },
};

/** The filter: still skipped, read as invoice, or all; and more pages. */
export const FilterAndMore: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: 'Show' })).getByText('Read as invoice'),
    );
    await expect(args.onFilterChange).toHaveBeenCalledWith('read_as_invoice');
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: showsText(SKIPPED_DOCUMENTS_EMPTY),
};

export const Loading: Story = {
  args: { documents: undefined, loading: true },
  play: showsLoading,
};

export const LoadError: Story = {
  args: { documents: undefined, error: 'Failed to load skipped documents' },
  play: showsAlert('Failed to load skipped documents'),
};
