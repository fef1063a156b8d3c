export { ErpDrawer, type ErpDrawerProps } from './ErpDrawer';
export { MappingRules, type MappingRulesProps } from './MappingRules';
