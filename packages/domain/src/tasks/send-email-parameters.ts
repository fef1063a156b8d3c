import { SEND_EMAIL_VALIDATION } from '../messages';

/** The edit form of a send_email task: To and CC as comma-separated text. */
export interface SendEmailForm {
  to: string;
  cc: string;
  subject: string;
  body: string;
}

/** The parameters object of a send_email task (PUT /api/tasks/{id}/parameters body). */
export interface SendEmailParametersPayload {
  to: string[];
  cc: string[];
  subject: string;
  body: string;
}

export interface SendEmailParametersInput {
  to?: readonly string[] | null;
  cc?: readonly string[] | null;
  subject?: string | null;
  body?: string | null;
}

/** Splits comma-separated addresses, trimming each and dropping blanks. */
export function parseRecipientList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** The form's initial values from a task's parameters. */
export function toSendEmailForm(
  parameters: SendEmailParametersInput | null | undefined,
): SendEmailForm {
  return {
    to: (parameters?.to ?? []).join(', '),
    cc: (parameters?.cc ?? []).join(', '),
    subject: parameters?.subject ?? '',
    body: parameters?.body ?? '',
  };
}

/**
 * The first problem with the form, in the order recipient, subject, body, or null when it can
 * be saved. Subject and body must hold more than whitespace.
 */
export function validateSendEmailForm(form: SendEmailForm): string | null {
  if (parseRecipientList(form.to).length === 0) return SEND_EMAIL_VALIDATION.recipientRequired;
  if (!form.subject.trim()) return SEND_EMAIL_VALIDATION.subjectRequired;
  if (!form.body.trim()) return SEND_EMAIL_VALIDATION.bodyRequired;
  return null;
}

/** The parameters to send; call after `validateSendEmailForm` returned null. */
export function toSendEmailParameters(form: SendEmailForm): SendEmailParametersPayload {
  return {
    to: parseRecipientList(form.to),
    cc: parseRecipientList(form.cc),
    subject: form.subject.trim(),
    body: form.body,
  };
}
