import { SEND_EMAIL_VALIDATION } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createSendEmailTask } from '../../mocks/fixtures/tasks';
import { SendEmailTaskForm } from './SendEmailTaskForm';

const meta = {
  title: 'Tasks/SendEmailTaskForm',
  component: SendEmailTaskForm,
  args: {
    initialParameters: createSendEmailTask().parameters,
    onSubmit: fn(),
    onCancel: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SendEmailTaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled from the task; To and CC are split on commas, trimmed, blanks dropped. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cc = canvas.getByLabelText('CC');
    await userEvent.clear(cc);
    await userEvent.type(cc, ' a@x.com , ,b@y.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      to: ['billing@acme-supplies.com'],
      cc: ['a@x.com', 'b@y.com'],
      subject: 'Missing W-9 for invoice INV-1001',
      body: createSendEmailTask().parameters.body,
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The three messages of SPEC §5, in order recipient, subject, body; nothing is sent. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });

    await userEvent.clear(canvas.getByLabelText('To'));
    await userEvent.type(canvas.getByLabelText('To'), ' , ');
    await userEvent.click(save);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      SEND_EMAIL_VALIDATION.recipientRequired,
    );

    await userEvent.type(canvas.getByLabelText('To'), 'vendor@acme.com');
    await userEvent.clear(canvas.getByLabelText('Subject'));
    await userEvent.type(canvas.getByLabelText('Subject'), '   ');
    await userEvent.click(save);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      SEND_EMAIL_VALIDATION.subjectRequired,
    );

    await userEvent.type(canvas.getByLabelText('Subject'), 'Hello');
    await userEvent.clear(canvas.getByLabelText('Body'));
    await userEvent.click(save);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SEND_EMAIL_VALIDATION.bodyRequired);

    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A task with no parameters starts blank. */
export const Blank: Story = {
  args: { initialParameters: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('To')).toHaveValue('');
  },
};

export const Saving: Story = {
  args: { saving: true },
};
