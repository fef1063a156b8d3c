import { apiRoutes } from '@ap/domain/contract';
import { ApiError } from '../api-error';
import { getApiSession } from '../session';

/**
 * GET /api/skipped-documents/{id}/original as the signed-in user, saved under its own name.
 * A file, not JSON: fetched with the token and handed to the browser as a download.
 */
export async function downloadSkippedOriginal(id: string, fileName: string): Promise<void> {
  const session = getApiSession();
  const token = await session.getAccessToken();
  if (!token) {
    session.onUnauthorized();
    throw new ApiError(401, 'HTTP error! status: 401');
  }
  const path = apiRoutes.downloadSkippedDocumentOriginal.path.replace(
    '{id}',
    encodeURIComponent(id),
  );
  const response = await fetch(path, {
    headers: {
      Authorization: `Bearer ${token}`,
      ...(session.orgId ? { 'X-Org-Id': session.orgId } : {}),
    },
  });
  if (!response.ok)
    throw new ApiError(
      response.status,
      (await response.text()) || `HTTP error! status: ${response.status}`,
    );
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
