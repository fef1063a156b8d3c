import { vendorDisplayName } from '@ap/domain';
import type { ChartRefreshProps, MappingRulesProps } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { adminVendorsQueryOptions } from '../api/admin/queries';
import { useRefreshChart, useSaveMappingRules } from '../api/coding/mutations';
import { accountingChartQueryOptions, mappingRulesQueryOptions } from '../api/coding/queries';
import { runAction } from '../feedback/toast-action';

/** Said when QuickBooks did not answer the chart's read. */
const CHART_REFRESH_FAILED = 'Failed to read the chart from QuickBooks. Please try again.';

/**
 * The ERP drawer's Mapping Rules: the dimensions and rules, the vendors a rule may name and
 * QuickBooks' lists its values come from, read while the drawer is open.
 */
export function useMappingRules(open: boolean, disabledReason: string | null): MappingRulesProps {
  const rules = useQuery({ ...mappingRulesQueryOptions(), enabled: open });
  const chart = useQuery({ ...accountingChartQueryOptions(), enabled: open });
  const vendors = useQuery({ ...adminVendorsQueryOptions(), enabled: open });
  const save = useSaveMappingRules();
  const names = (list: readonly { name: string }[] | undefined) => (list ?? []).map((e) => e.name);
  return {
    rules: rules.data,
    vendors: (vendors.data ?? []).map((v) => ({ id: v.id, name: vendorDisplayName(v) })),
    values: {
      account: names(chart.data?.accounts),
      class: names(chart.data?.classes),
      department: names(chart.data?.departments),
    },
    // A refused save rejects with the server's message (ApiError), which the drawer shows.
    onSaveRules: (dimension, next) => save.rules.mutateAsync({ dimension, rules: next }),
    onAddDimension: (dimension) => save.dimension.mutateAsync(dimension),
    disabledReason,
  };
}

/** The chart's last read and "Read again" (any member; the answer replaces the cached chart). */
export function useChartRefresh(open: boolean): ChartRefreshProps {
  const chart = useQuery({ ...accountingChartQueryOptions(), enabled: open });
  const refresh = useRefreshChart();
  return {
    refreshedAt: chart.data?.refreshed_at ?? null,
    onRefresh: () => runAction(() => refresh.mutateAsync(), { failed: CHART_REFRESH_FAILED }),
  };
}
