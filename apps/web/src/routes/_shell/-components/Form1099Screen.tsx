import { Form1099ReportPage } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { downloadReport1099Csv, report1099QueryOptions } from '../../../api/reports/report-1099';
import { useOperationDenial } from '../../../auth/useOperationDenial';
import { runAction } from '../../../feedback/toast-action';

const route = getRouteApi('/_shell/admin_/1099');

/** This year and the five before it: the years a 1099 may still be filed or corrected for. */
const taxYears = (current: number) => Array.from({ length: 6 }, (_, i) => current - i);

/**
 * /admin/1099: the 1099-NEC report of a calendar year for Admins and Owners, the year in the
 * address, with Export CSV (the server's CSV, audited there). A Member is told it is reserved,
 * and nothing is fetched.
 */
export function Form1099Screen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const current = new Date().getFullYear();
  const year = search.year ?? current;
  const denial = useOperationDenial()(
    ['get1099Report', 'export1099ReportCsv'],
    'see the 1099 report',
  );
  const report = useQuery({ ...report1099QueryOptions(year), enabled: denial === null });
  const [exporting, setExporting] = useState(false);
  const years = taxYears(Math.max(current, year));

  return (
    <Form1099ReportPage
      onBack={() => void navigate({ to: '/admin' })}
      disabledReason={denial}
      year={year}
      years={years.includes(year) ? years : [year, ...years]}
      onYearChange={(next) => void navigate({ search: { year: next }, replace: true })}
      report={report.data}
      loading={report.isPending && denial === null}
      error={report.isError ? 'Failed to load the 1099 report' : null}
      exporting={exporting}
      onExportCsv={async () => {
        setExporting(true);
        try {
          await runAction(() => downloadReport1099Csv(year), {
            failed: 'Failed to export the 1099 report',
          });
        } catch {
          // Reported by the toast.
        } finally {
          setExporting(false);
        }
      }}
    />
  );
}
