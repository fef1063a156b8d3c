export {
  READING_RULES_EMPTY,
  ReadingRulesList,
  type ReadingRulesListProps,
} from './ReadingRulesList';
