import { formatCurrency, type LineItemDraft } from '@ap/domain';
import type { LineItem } from '@ap/domain/contract';
import { Checkbox, SimpleGrid } from '@mantine/core';
import { EditableField } from '../InvoiceFields';
import { LineCoding, type LineCodingControls } from './LineCoding';

export interface LineItemPanelProps {
  /** The item as read (view mode). */
  item: LineItem;
  /** Currency of the invoice, for the amounts; default USD. */
  currency?: string;
  /** The item's edit copy; when given, its fields are inputs. Default null (view mode). */
  draft?: LineItemDraft | null;
  /** Called with the changed field in edit mode. */
  onChange?: (patch: Partial<LineItemDraft>) => void;
  /** Coding pickers in view mode (account, class, location with their sources); default none. */
  coding?: LineCodingControls;
}

/** The fields of one line item, including its QuickBooks coding. */
export function LineItemPanel({
  item,
  currency,
  draft = null,
  onChange,
  coding,
}: LineItemPanelProps) {
  const editing = draft !== null;
  const bind = (key: 'description' | 'quantity' | 'rate' | 'amount') => ({
    editing,
    value: draft?.[key],
    onChange: (value: string) => onChange?.({ [key]: value }),
  });
  const codingField = (
    key: 'quickbooks_account' | 'quickbooks_class' | 'quickbooks_customer_job',
  ) => ({
    editing,
    display: item[key],
    value: draft?.[key],
    onChange: (value: string) => onChange?.({ [key]: value }),
  });
  const billable = draft ? draft.quickbooks_billable : item.quickbooks_billable;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {editing && (
        <EditableField label="Description" display={item.description} {...bind('description')} />
      )}
      <EditableField
        label="Quantity"
        type="number"
        display={String(item.quantity)}
        {...bind('quantity')}
      />
      <EditableField
        label="Rate"
        type="number"
        display={formatCurrency(item.rate, currency)}
        {...bind('rate')}
      />
      <EditableField
        label="Amount"
        type="number"
        display={formatCurrency(item.amount, currency)}
        {...bind('amount')}
      />
      {coding && !editing ? (
        <LineCoding item={item} {...coding} />
      ) : (
        <>
          <EditableField label="QuickBooks Account" {...codingField('quickbooks_account')} />
          <EditableField label="QuickBooks Class" {...codingField('quickbooks_class')} />
        </>
      )}
      <EditableField label="QuickBooks Customer/Job" {...codingField('quickbooks_customer_job')} />
      <Checkbox
        label="Billable"
        checked={billable}
        readOnly={!editing}
        onChange={(event) => onChange?.({ quickbooks_billable: event.currentTarget.checked })}
        mt="md"
      />
    </SimpleGrid>
  );
}
