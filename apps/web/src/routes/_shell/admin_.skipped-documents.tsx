import type { SkippedDocumentsFilter } from '@ap/ui';
import { createFileRoute } from '@tanstack/react-router';
import { optionalOneOf } from '../../app/search-params';
import { requireSignedIn } from '../../auth/guards';
import { SkippedDocumentsScreen } from './-components/SkippedDocumentsScreen';

/** Which documents are listed lives in the address (`?show=all`). */
export interface SkippedDocumentsSearch {
  show?: SkippedDocumentsFilter;
}

const FILTERS: readonly SkippedDocumentsFilter[] = ['open', 'read_as_invoice', 'all'];

// Beside /admin, not one of its tabs: SPEC's Admin Dashboard has exactly three tabs.
export const Route = createFileRoute('/_shell/admin_/skipped-documents')({
  validateSearch: (search: Record<string, unknown>): SkippedDocumentsSearch => ({
    show: optionalOneOf(search.show, FILTERS),
  }),
  beforeLoad: requireSignedIn,
  component: SkippedDocumentsScreen,
});
