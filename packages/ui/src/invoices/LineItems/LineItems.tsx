import { formatCurrency, type LineItemDraft } from '@ap/domain';
import type { LineItem } from '@ap/domain/contract';
import { Accordion, Group, Paper, Text, Title } from '@mantine/core';
import type { LineCodingControls } from './LineCoding';
import { LineItemPanel } from './LineItemPanel';

export interface LineItemsProps {
  /** The invoice's line items as read; none renders nothing. */
  items: readonly LineItem[];
  /** Currency of the invoice; default USD. */
  currency?: string;
  /** Edit copies of the items, index for index; default null (view mode). */
  drafts?: readonly LineItemDraft[] | null;
  /** Called with the item index and the changed field in edit mode. */
  onItemChange?: (index: number, patch: Partial<LineItemDraft>) => void;
  /** Coding pickers of each line in view mode; default none. */
  coding?: LineCodingControls;
}

/** Expandable line items with their QuickBooks coding; shown only when the invoice has items. */
export function LineItems({
  items,
  currency,
  drafts = null,
  onItemChange,
  coding,
}: LineItemsProps) {
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        Line Items
      </Title>
      <Accordion multiple variant="separated">
        {items.map((item, index) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control>
              <Group justify="space-between" pr="sm" wrap="nowrap">
                <Text size="sm" fw={500} truncate>
                  {item.description || 'Untitled item'}
                </Text>
                <Text size="sm">{formatCurrency(item.amount, currency)}</Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <LineItemPanel
                item={item}
                currency={currency}
                draft={drafts?.[index] ?? null}
                onChange={(patch) => onItemChange?.(index, patch)}
                {...(coding ? { coding } : {})}
              />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}
