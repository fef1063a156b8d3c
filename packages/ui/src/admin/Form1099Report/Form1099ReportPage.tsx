import { formatCurrency, TAX_CLASSIFICATION_LABELS } from '@ap/domain';
import type { Report1099 } from '@ap/domain/contract';
import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { AdminTableFrame } from '../AdminTableFrame';

const COLUMNS = [
  'Vendor',
  'Legal Name',
  'Tax Classification',
  'TIN',
  'Payments',
  'Amount Paid',
  'Filing',
] as const;

export const report1099Empty = (year: number) =>
  `No 1099-eligible vendor was paid through the product in ${year}.`;

export interface Form1099ReportPageProps {
  /** Back to the Admin Dashboard. */
  onBack: () => void;
  /** The calendar year shown. */
  year: number;
  /** The years offered, newest first. */
  years: readonly number[];
  onYearChange: (year: number) => void;
  /** GET /api/reports/1099?year=: the rows of the year. Default: none. */
  report?: Report1099;
  /** Shows 'Loading...'. Default: false. */
  loading?: boolean;
  /** Why the report could not be loaded, shown instead of it. Default: none. */
  error?: string | null;
  /** Why this user may not see it (their role); shown instead of it. Default: none. */
  disabledReason?: string | null;
  /** Downloads the year's CSV; the button shows when given and is disabled with no rows. */
  onExportCsv?: () => unknown;
  /** The CSV is being prepared. Default: false. */
  exporting?: boolean;
}

/**
 * /admin/1099: the Form 1099-NEC report of a calendar year: every vendor its W-9 made
 * 1099-eligible, paid through the product that year, with the amount, whether it reaches the
 * filing threshold, the TIN masked; a year picker and Export CSV.
 */
export function Form1099ReportPage({
  onBack,
  year,
  years,
  onYearChange,
  report,
  loading = false,
  error = null,
  disabledReason = null,
  onExportCsv,
  exporting = false,
}: Form1099ReportPageProps) {
  const rows = report?.rows ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            1099-NEC Report
          </Title>
          <Text size="sm" c="gray.7">
            Vendors whose W-9 makes them 1099-eligible, with their payments completed through the
            product in the calendar year.
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          Back to Admin
        </Button>
      </Group>
      {disabledReason ? (
        <RestrictionNote>{disabledReason}</RestrictionNote>
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <NativeSelect
              label="Tax year"
              value={String(year)}
              data={years.map(String)}
              onChange={(event) => onYearChange(Number(event.currentTarget.value))}
              w={140}
            />
            {onExportCsv && (
              <Button
                color="blue.8"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => onExportCsv()}
                loading={exporting}
                disabled={loading || !!error || rows.length === 0}
              >
                Export CSV
              </Button>
            )}
          </Group>
          {report && !loading && !error && (
            <Text size="sm" aria-label="Report summary">
              Total paid in {report.year}: <b>{formatCurrency(report.total_paid, 'USD')}</b>. Form
              1099-NEC is due for each vendor paid {formatCurrency(report.threshold, 'USD')} or
              more.
            </Text>
          )}
          <AdminTableFrame
            label={`1099-NEC report ${year}`}
            columns={COLUMNS}
            loading={loading}
            error={error}
            empty={rows.length === 0}
            emptyText={report1099Empty(year)}
          >
            {rows.map((row) => (
              <Table.Tr key={row.vendor_id} data-vendor-id={row.vendor_id}>
                <Table.Td>{row.vendor_name || '—'}</Table.Td>
                <Table.Td>
                  {row.legal_name ?? '—'}
                  {row.business_name && row.business_name !== row.legal_name && (
                    <Text size="xs" c="gray.7">
                      {row.business_name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.tax_classification ? TAX_CLASSIFICATION_LABELS[row.tax_classification] : '—'}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.tin ? `${row.tin_type ?? 'TIN'} ${row.tin}` : '—'}
                </Table.Td>
                <Table.Td>{row.payment_count}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatCurrency(row.amount_paid, 'USD')}
                </Table.Td>
                <Table.Td>
                  {row.meets_threshold ? (
                    <Badge color="green.6" variant="filled">
                      File 1099-NEC
                    </Badge>
                  ) : (
                    <Badge color="gray.7" variant="filled">
                      Below threshold
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </AdminTableFrame>
        </>
      )}
    </Stack>
  );
}
