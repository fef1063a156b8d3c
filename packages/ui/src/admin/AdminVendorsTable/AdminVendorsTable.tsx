import { CONFIRMATIONS, EMPTY_STATES, ERROR_TOASTS, LABELS, vendorDisplayName } from '@ap/domain';
import type { Vendor } from '@ap/domain/contract';
import { Table } from '@mantine/core';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { AdminTableFrame } from '../AdminTableFrame';
import { DeleteRowButton } from '../DeleteRowButton';

const COLUMNS = ['Name', 'Contact', 'Email', 'Phone', 'Tax ID', 'Actions'] as const;

export type AdminVendor = Pick<
  Vendor,
  'id' | 'name' | 'contact_name' | 'contact_email' | 'phone' | 'tax_id'
>;

export interface AdminVendorsTableProps {
  /** Every vendor of the organisation (GET /api/admin/vendors). Default: none. */
  vendors?: readonly AdminVendor[];
  /** Shows 'Loading...'. Default: false. */
  loading?: boolean;
  /** Shows 'Failed to load vendors'. Default: false. */
  error?: boolean;
  /** Deletes a vendor after the user confirmed; may return a promise. Default: required. */
  onDelete: (vendorId: string) => unknown;
  /** Why this user may not delete (their role); disables every delete and says so above the table. Default: none. */
  deleteDisabledReason?: string | null;
}

const orNA = (text: string | null | undefined) => text?.trim() || LABELS.notApplicable;

/** Admin Vendors tab: vendor contact facts and delete after confirmation. */
export function AdminVendorsTable({
  vendors = [],
  loading = false,
  error = false,
  onDelete,
  deleteDisabledReason = null,
}: AdminVendorsTableProps) {
  return (
    <AdminTableFrame
      label="Vendors"
      columns={COLUMNS}
      loading={loading}
      error={error ? ERROR_TOASTS.loadVendors : null}
      empty={vendors.length === 0}
      note={
        deleteDisabledReason !== null && <RestrictionNote>{deleteDisabledReason}</RestrictionNote>
      }
      emptyText={EMPTY_STATES.vendors}
    >
      {vendors.map((vendor) => {
        const name = vendorDisplayName(vendor);
        return (
          <Table.Tr key={vendor.id}>
            <Table.Td>{name}</Table.Td>
            <Table.Td>{orNA(vendor.contact_name)}</Table.Td>
            <Table.Td>{orNA(vendor.contact_email)}</Table.Td>
            <Table.Td>{orNA(vendor.phone)}</Table.Td>
            <Table.Td>{orNA(vendor.tax_id)}</Table.Td>
            <Table.Td>
              <DeleteRowButton
                label={`Delete vendor ${name}`}
                confirmation={CONFIRMATIONS.deleteVendor}
                onDelete={() => onDelete(vendor.id)}
                disabledReason={deleteDisabledReason}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTableFrame>
  );
}
