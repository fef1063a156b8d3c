import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createFieldSources,
  createPdfDocument,
  createWorkflowRun,
  invoiceByDisplayStatus,
} from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';

// HOS-3141 as the assistant read it from the three-page PDF beside it.
const readInvoice = () => ({
  ...invoiceByDisplayStatus.notReady(),
  invoice_number: 'HOS-3141',
  amount: 1458,
  issue_date: '2026-11-04',
  due_date: '2026-12-04',
  payment_terms: 'Net 30',
  requisitioner_company_name: 'Acme Corp',
  requisitioner_company_office_address: '1 Main Street, Springfield, IL 62701',
  field_sources: createFieldSources(),
});

const meta = {
  title: 'Invoices/InvoiceDetailsDialog/Original document',
  component: InvoiceDetailsDialog,
  args: {
    opened: true,
    invoice: readInvoice(),
    workflowRuns: [createWorkflowRun()],
    original: { file: createPdfDocument() },
    defaultView: 'document',
    transitionProps: { duration: 0 },
    onClose: () => undefined,
    onSave: () => undefined,
    onPay: () => undefined,
    onApproveTask: () => undefined,
    onCancelTask: () => undefined,
    onUpdateTaskParameters: () => undefined,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InvoiceDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Invoice Details' }));
const fields = () => within(dialog().getByRole('region', { name: 'Invoice' }));
const fieldNamed = (name: string) =>
  screen.getByRole('dialog').querySelector(`[data-source-field="${name}"]`) as HTMLElement;

const pagesDrawn = async () => {
  const pages = await dialog().findAllByRole(
    'img',
    { name: /^Page \d of 3$/ },
    { timeout: 15_000 },
  );
  for (const page of pages)
    await waitFor(() => expect(page).toHaveAttribute('data-rendered', 'true'), { timeout: 15_000 });
  return pages;
};

/** The PDF beside the fields (the Document view), its three pages scrolling. */
export const DocumentBesideFields: Story = {
  play: async () => {
    const pages = await pagesDrawn();
    await expect(pages).toHaveLength(3);
    await expect(dialog().getByRole('tab', { name: 'Document' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Fields on the left, the page on the right.
    const invoice = dialog().getByRole('region', { name: 'Invoice' }).getBoundingClientRect();
    await expect((pages[0] as HTMLElement).getBoundingClientRect().left).toBeGreaterThan(
      invoice.right,
    );
  },
};

/** Hovering the amount outlines the total on page 3; leaving it removes the outline. */
export const HighlightOnHover: Story = {
  play: async () => {
    await pagesDrawn();
    await userEvent.hover(fieldNamed('amount'));
    const outline = await dialog().findByTestId('source-highlight');
    await expect(outline).toHaveAttribute('data-page', '3');
    await expect(outline).toHaveAttribute('title', 'Amount: read here');
    await userEvent.unhover(fieldNamed('amount'));
    await waitFor(() => expect(dialog().queryByTestId('source-highlight')).toBeNull());
    // Keyboard: focusing the invoice number outlines it on page 1.
    fieldNamed('invoice_number').focus();
    await expect(await dialog().findByTestId('source-highlight')).toHaveAttribute('data-page', '1');
  },
};

/** Low-confidence fields carry a mark with the figure; confident ones none. */
export const LowConfidenceMarks: Story = {
  args: { defaultView: 'history' },
  play: async () => {
    const issueDate = within(fieldNamed('issue_date'));
    await expect(issueDate.getByText('Low confidence · 45%')).toBeVisible();
    await expect(within(fieldNamed('due_date')).getByText('Low confidence · 41%')).toBeVisible();
    await expect(within(fieldNamed('amount')).queryByText(/Low confidence/)).toBeNull();
    await expect(fields().getAllByText(/Low confidence/)).toHaveLength(2);
    // The History view stays SPEC §3's first view.
    await expect(dialog().getByText('Workflow History')).toBeVisible();
  },
};

/** A field a person changed reads 'Typed', in view and in edit mode. */
export const TypedField: Story = {
  args: {
    defaultView: 'history',
    invoice: {
      ...readInvoice(),
      field_sources: createFieldSources({
        amount: { origin: 'typed', confidence: null, typed_at: '2026-11-05T09:00:00.000Z' },
      }),
    },
  },
  play: async () => {
    await dialogFocused('Invoice Details');
    await expect(within(fieldNamed('amount')).getByText('Typed')).toBeVisible();
    await userEvent.click(fields().getByRole('button', { name: 'Edit' }));
    const amount = fields().getAllByRole('spinbutton', { name: 'Amount' })[0] as HTMLElement;
    await expect(amount).toHaveAccessibleDescription('Typed');
  },
};

/** The original still loading in the Document view. */
export const DocumentLoading: Story = {
  args: { original: { file: null, loading: true } },
  play: async () => {
    const viewer = within(dialog().getByRole('region', { name: 'Original document' }));
    await expect(viewer.getByText('Loading...')).toBeVisible();
  },
};

/** The original failed to load: the reason, the fields still there. */
export const DocumentError: Story = {
  args: { original: { file: null, error: 'HTTP error! status: 500' } },
  play: async () => {
    const viewer = within(dialog().getByRole('region', { name: 'Original document' }));
    await expect(viewer.getByRole('alert')).toHaveTextContent(
      'Failed to load the original document.',
    );
    await expect(fields().getByText('HOS-3141')).toBeVisible();
  },
};
