import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../auth/guards';
import { Form1099Screen } from './-components/Form1099Screen';

/** The tax year lives in the address (`?year=2025`); the current year when absent. */
export interface Form1099Search {
  year?: number;
}

const yearOf = (value: unknown): number | undefined => {
  const year = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined;
};

// Beside /admin, not one of its tabs: SPEC's Admin Dashboard has exactly three tabs.
export const Route = createFileRoute('/_shell/admin_/1099')({
  validateSearch: (search: Record<string, unknown>): Form1099Search => ({
    year: yearOf(search.year),
  }),
  beforeLoad: requireSignedIn,
  component: Form1099Screen,
});
