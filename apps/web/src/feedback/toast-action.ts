import { showErrorToast } from '@ap/ui';
import { ApiError } from '../api/api-error';

/**
 * Runs a user action: on failure shows `failedTitle` when the API refused it, `errorTitle`
 * when no answer came (network), then rethrows so the component keeps its dialog open.
 */
export async function runAction<T>(
  action: () => Promise<T>,
  titles: { failed: string; error?: string },
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const title = error instanceof ApiError ? titles.failed : (titles.error ?? titles.failed);
    showErrorToast(title, error);
    throw error;
  }
}
