export { LineItemPanel, type LineItemPanelProps } from './LineItemPanel';
export { LineItems, type LineItemsProps } from './LineItems';
