import { form1099CsvFilename } from '@ap/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiFile } from '../client';

export const reportKeys = {
  all: ['reports'] as const,
  form1099: (year: number) => [...reportKeys.all, '1099', year] as const,
};

/** GET /api/reports/1099?year=: the year's 1099-eligible vendors and what was paid them. */
export const report1099QueryOptions = (year: number) =>
  queryOptions({
    queryKey: reportKeys.form1099(year),
    queryFn: ({ signal }) => apiCall('get1099Report', { query: { year }, signal }),
  });

/** GET /api/reports/1099/csv?year=: the CSV saved by the browser under the server's name. */
export async function downloadReport1099Csv(year: number): Promise<void> {
  const { blob, filename } = await apiFile('export1099ReportCsv', { query: { year } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? form1099CsvFilename(year);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the object URL can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
