import { createFileRoute } from '@tanstack/react-router';
import { SharedLayout } from '../layout/SharedLayout';

/** The shared layout (header + main) of /, /dashboard, /invoices and /admin. */
export const Route = createFileRoute('/_shell')({
  component: SharedLayout,
});
