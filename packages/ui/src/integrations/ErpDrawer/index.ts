export { ChartRefresh, type ChartRefreshProps } from './ChartRefresh';
export { ErpDrawer, type ErpDrawerProps } from './ErpDrawer';
export { MappingRules, type MappingRulesProps } from './MappingRules';
