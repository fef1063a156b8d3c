import { EMPTY_STATES, ERROR_TOASTS } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createInvoice } from '../../mocks/fixtures/invoices';
import { createThread, createThreadList } from '../../mocks/fixtures/threads';
import { createWorkflowRun } from '../../mocks/fixtures/workflow-runs';
import { showsAlert, showsLoading, showsText } from '../../testing/state-plays';
import { RecentThreadsCard } from './RecentThreadsCard';

const meta = {
  title: 'Dashboard/RecentThreadsCard',
  component: RecentThreadsCard,
  args: { threads: createThreadList(), onSendMessage: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof RecentThreadsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank text is never sent; typed text is sent trimmed and the box clears. */
export const MessageTrimming: Story = {
  play: async ({ canvasElement, args }) => {
    const thread = within(
      within(canvasElement).getByRole('article', { name: 'Invoice INV-1001 from Acme Supplies' }),
    );
    const box = thread.getByRole('textbox');
    const send = thread.getByRole('button', { name: 'Send message' });

    await userEvent.type(box, '    ');
    await expect(send).toBeDisabled();
    await userEvent.type(box, '{enter}');
    await expect(args.onSendMessage).not.toHaveBeenCalled();

    await userEvent.type(box, '  Please hold this invoice  ');
    await userEvent.click(send);
    await expect(args.onSendMessage).toHaveBeenCalledWith('thread-1', 'Please hold this invoice');
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

/** A send still running: the box waits, a failed send keeps the text for a retry. */
export const SendFails: Story = {
  args: { onSendMessage: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getAllByRole('textbox')[0]!;
    await userEvent.type(box, 'Pay this week{enter}');
    await expect(args.onSendMessage).toHaveBeenCalledWith('thread-1', 'Pay this week');
    await waitFor(() => expect(box).toBeEnabled());
    await expect(box).toHaveValue('Pay this week');
  },
};

/** A thread the assistant already worked on: its invoices by number and its runs. */
export const WithInvoices: Story = {
  args: {
    threads: [
      createThread({
        invoices: [createInvoice(), createInvoice({ id: 'inv-x', invoice_number: null })],
        workflow_runs: [createWorkflowRun()],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 invoices · 1 workflow run')).toBeVisible();
    await expect(canvas.getByText('INV-1001')).toBeVisible();
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { threads: [] },
  play: showsText(EMPTY_STATES.threads),
};

export const Loading: Story = {
  args: { loading: true },
  play: showsLoading,
};

export const LoadError: Story = {
  args: { error: true },
  play: showsAlert(ERROR_TOASTS.loadThreads),
};

/** A thread with attachments the assistant did not take as invoices: each with its reason. */
export const WithSkippedDocuments: Story = {
  args: {
    threads: [
      createThread({
        subject: 'Our W-9 for your records',
        workflow_runs: [createWorkflowRun()],
        skipped_documents: [
          {
            id: 'skd-1',
            file_name: 'W-9 Acme Supplies.pdf',
            reason: 'W-9 tax form, not an invoice',
            document_type: 'tax_form',
            invoice_id: null,
            received_at: '2026-03-02T09:30:00.000Z',
          },
        ],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const thread = within(
      within(canvasElement).getByRole('article', { name: 'Our W-9 for your records' }),
    );
    await expect(thread.getByText(/1 skipped document/)).toBeVisible();
    await expect(
      within(thread.getByRole('list', { name: 'Skipped documents' })).getByText(
        'Skipped W-9 Acme Supplies.pdf: W-9 tax form, not an invoice',
      ),
    ).toBeVisible();
  },
};
