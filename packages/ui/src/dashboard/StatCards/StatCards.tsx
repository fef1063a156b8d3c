import {
  APP_MESSAGES,
  computeDashboardStats,
  type DashboardInvoiceInput,
  type DashboardStats,
  ERROR_TOASTS,
  formatCents,
} from '@ap/domain';
import { Alert, Card, SimpleGrid, Text } from '@mantine/core';

export interface StatCardsProps {
  /** Precomputed figures; wins over `invoices`. Default: computed from `invoices`. */
  stats?: DashboardStats;
  /** Invoices the figures are computed from by the domain rule. Default: none (all zero). */
  invoices?: readonly DashboardInvoiceInput[];
  /** Shows 'Loading...' in each card. Default: false. */
  loading?: boolean;
  /** Shows 'Failed to load dashboard statistics.' instead of the cards. Default: false. */
  error?: boolean;
}

/** The three dashboard figures: Total Invoices, Pending Invoices, Total Amount Due. */
export function StatCards({
  stats,
  invoices = [],
  loading = false,
  error = false,
}: StatCardsProps) {
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {ERROR_TOASTS.loadDashboardStatistics}
      </Alert>
    );
  }
  const figures = stats ?? computeDashboardStats(invoices);
  const cards = [
    { label: 'Total Invoices', value: String(figures.totalInvoices) },
    { label: 'Pending Invoices', value: String(figures.pendingInvoices) },
    { label: 'Total Amount Due', value: formatCents(figures.totalAmountDueCents) },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {cards.map(({ label, value }) => (
        <Card key={label} withBorder padding="lg" component="section" aria-label={label}>
          <Text size="sm" c="gray.7" fw={500}>
            {label}
          </Text>
          <Text fz={loading ? 'md' : 28} fw={700}>
            {loading ? APP_MESSAGES.loading : value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
