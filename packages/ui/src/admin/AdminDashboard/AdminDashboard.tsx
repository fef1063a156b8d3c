import { LABELS } from '@ap/domain';
import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft, IconFileOff, IconHistory, IconReceiptTax } from '@tabler/icons-react';
import { AdminInvoicesTable, type AdminInvoicesTableProps } from '../AdminInvoicesTable';
import { AdminTasksTable, type AdminTasksTableProps } from '../AdminTasksTable';
import { AdminVendorsTable, type AdminVendorsTableProps } from '../AdminVendorsTable';

export type AdminTab = 'invoices' | 'vendors' | 'tasks';

export interface AdminDashboardProps {
  /** Back to Dashboard: go to /dashboard. Default: required. */
  onBack: () => void;
  /** The Invoices tab: rows, loading/error and delete. Default: required. */
  invoices: AdminInvoicesTableProps;
  /** The Vendors tab: rows, loading/error and delete. Default: required. */
  vendors: AdminVendorsTableProps;
  /** The Tasks tab: rows, loading/error, initial filters. Default: no tasks. */
  tasks?: AdminTasksTableProps;
  /** Tab open at first. Default: 'invoices'. */
  defaultTab?: AdminTab;
  /** The open tab, when the caller keeps it (e.g. in the address). Default: kept inside. */
  tab?: AdminTab;
  /** Called with the tab the user opened. Default: none. */
  onTabChange?: (tab: AdminTab) => void;
  /** Opens the Audit Log page; the button shows only when given. Default: none. */
  onOpenAuditLog?: () => void;
  /** Opens the 1099-NEC report; the button shows only when given. Default: none. */
  onOpen1099Report?: () => void;
  /** Opens the Skipped documents page; the button shows only when given. Default: none. */
  onOpenSkippedDocuments?: () => void;
}

/** The /admin page: 'Admin Dashboard', Back to Dashboard, tabs Invoices / Vendors / Tasks. */
export function AdminDashboard({
  onBack,
  invoices,
  vendors,
  tasks = {},
  defaultTab = 'invoices',
  tab,
  onTabChange,
  onOpenAuditLog,
  onOpen1099Report,
  onOpenSkippedDocuments,
}: AdminDashboardProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {LABELS.adminDashboardTitle}
        </Title>
        <Group gap="sm">
          {onOpen1099Report && (
            <Button
              variant="default"
              leftSection={<IconReceiptTax size={16} aria-hidden />}
              onClick={onOpen1099Report}
            >
              1099 Report
            </Button>
          )}
          {onOpenSkippedDocuments && (
            <Button
              variant="default"
              leftSection={<IconFileOff size={16} aria-hidden />}
              onClick={onOpenSkippedDocuments}
            >
              Skipped documents
            </Button>
          )}
          {onOpenAuditLog && (
            <Button
              variant="default"
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={onOpenAuditLog}
            >
              Audit Log
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={onBack}
          >
            {LABELS.backToDashboard}
          </Button>
        </Group>
      </Group>
      <Tabs
        defaultValue={defaultTab}
        value={tab}
        onChange={(value) => value && onTabChange?.(value as AdminTab)}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="invoices">Invoices</Tabs.Tab>
          <Tabs.Tab value="vendors">Vendors</Tabs.Tab>
          <Tabs.Tab value="tasks">Tasks</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices" pt="md">
          <AdminInvoicesTable {...invoices} />
        </Tabs.Panel>
        <Tabs.Panel value="vendors" pt="md">
          <AdminVendorsTable {...vendors} />
        </Tabs.Panel>
        <Tabs.Panel value="tasks" pt="md">
          <AdminTasksTable {...tasks} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
