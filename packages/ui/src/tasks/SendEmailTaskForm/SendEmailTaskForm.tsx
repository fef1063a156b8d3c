import {
  type SendEmailForm,
  type SendEmailParametersInput,
  type SendEmailParametersPayload,
  toSendEmailForm,
  toSendEmailParameters,
  validateSendEmailForm,
} from '@ap/domain';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

// Mantine's dimmed description grey is below WCAG AA contrast on white.
const recipientsHint = { description: 'Comma separated', descriptionProps: { c: 'gray.7' } };

export interface SendEmailTaskFormProps {
  /** The task's current parameters; the fields start from them. Default: blank fields. */
  initialParameters?: SendEmailParametersInput | null;
  /** Called with the cleaned parameters once the form is valid; may return a promise. Default: required. */
  onSubmit: (parameters: SendEmailParametersPayload) => unknown;
  /** Called when the user gives up editing. Default: no Cancel button. */
  onCancel?: () => void;
  /** Shows Save as busy (the update call is running). Default: false. */
  saving?: boolean;
}

/** Edit form of a pending send_email task: To and CC (comma separated), Subject, Body. */
export function SendEmailTaskForm({
  initialParameters,
  onSubmit,
  onCancel,
  saving = false,
}: SendEmailTaskFormProps) {
  const [form, setForm] = useState<SendEmailForm>(() => toSendEmailForm(initialParameters));
  const [error, setError] = useState<string | null>(null);

  const field = (name: keyof SendEmailForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSendEmailForm(form);
    setError(problem);
    if (problem === null) onSubmit(toSendEmailParameters(form));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="To" {...recipientsHint} {...field('to')} />
        <TextInput label="CC" {...recipientsHint} {...field('cc')} />
        <TextInput label="Subject" {...field('subject')} />
        <Textarea label="Body" autosize minRows={5} maxRows={12} {...field('body')} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          )}
          <Button type="submit" color="blue.8" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
