import { form1099CsvFilename } from '@ap/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { saveApiFile } from '../save-file';

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
export const downloadReport1099Csv = (year: number): Promise<void> =>
  saveApiFile('export1099ReportCsv', { query: { year } }, form1099CsvFilename(year));
