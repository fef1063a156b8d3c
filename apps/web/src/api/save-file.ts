import { ApiError } from './api-error';
import { type ApiCallOptions, type ApiOperationName, apiFile } from './client';

/**
 * Fetches a file an operation answers (with the user's token) and hands it to the browser as a
 * download, under the server's name (Content-Disposition) or `fallbackName`.
 */
export async function saveApiFile<N extends ApiOperationName>(
  name: N,
  options: Pick<ApiCallOptions<N>, 'id' | 'query'>,
  fallbackName: string,
): Promise<void> {
  const file = await apiFile(name, options);
  if (!file) throw new ApiError(404, 'HTTP error! status: 404');
  const url = URL.createObjectURL(
    new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the object URL can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
