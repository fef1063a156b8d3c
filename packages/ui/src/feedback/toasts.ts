import { notifications } from '@mantine/notifications';

// Mantine's default description grey is below WCAG AA contrast on white, and its close
// button has no accessible name.
const common = {
  styles: { description: { color: 'var(--mantine-color-gray-7)' } },
  closeButtonProps: { 'aria-label': 'Close notification' },
};

/**
 * A failed call is raised with its answer's body text (SPEC §7). The API answers errors as JSON
 * `{ error, message }`: a person reads the message, not the JSON around it.
 */
function readable(text: string): string {
  if (!text.trimStart().startsWith('{')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON after all: the text as it came.
  }
  return text;
}

/** The text of a caught error: Error.message, a string as is, otherwise none. */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof Error) return error.message ? readable(error.message) : undefined;
  if (typeof error === 'string') return error ? readable(error) : undefined;
  return undefined;
}

/**
 * A success toast (bottom-right, 5 s: placement and duration come from UiProvider), e.g.
 * `showSuccessToast(SUCCESS_TOASTS.taskApproved)` or with a detail line under the title.
 */
export function showSuccessToast(title: string, message?: string): string {
  return notifications.show({
    color: 'green',
    title: message ? title : undefined,
    message: message ?? title,
    ...common,
  });
}

/**
 * An error toast; the caught error's text, when there is one, is the detail line, e.g.
 * `showErrorToast(ERROR_TOASTS.approveTaskFailed, error)`.
 */
export function showErrorToast(title: string, error?: unknown): string {
  const detail = errorDetail(error);
  return notifications.show({
    color: 'red',
    title: detail ? title : undefined,
    message: detail ?? title,
    ...common,
  });
}
