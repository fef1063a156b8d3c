export {
  LineCoding,
  type LineCodingChange,
  type LineCodingControls,
  type LineCodingProps,
} from './LineCoding';
export { LineItemPanel, type LineItemPanelProps } from './LineItemPanel';
export { LineItems, type LineItemsProps } from './LineItems';
