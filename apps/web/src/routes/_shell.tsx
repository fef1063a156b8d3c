import { createFileRoute } from '@tanstack/react-router';
import { SharedLayout } from '../layout/SharedLayout';

/** The shared layout (header + main) of /, /dashboard, /invoices and /admin. */
export const Route = createFileRoute('/_shell')({
  // Not split: the header (the largest first paint) draws as soon as the session is known,
  // without a round trip for its own chunk. / loads this code anyway.
  codeSplitGroupings: [],
  component: SharedLayout,
});
