export { FieldSourceMark } from './FieldSourceMark';
export {
  FieldSourcesProvider,
  type FieldSourcesProviderProps,
  useFieldSource,
} from './FieldSourcesContext';
export { SOURCE_FIELD_LABELS } from './field-labels';
