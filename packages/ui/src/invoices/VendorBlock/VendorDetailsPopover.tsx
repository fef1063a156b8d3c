import { maskAccountNumber } from '@ap/domain';
import type { Vendor } from '@ap/domain/contract';
import { Button, Popover, SimpleGrid, Text } from '@mantine/core';
import { VendorTaxProfile } from './VendorTaxProfile';

// Label and how to show each vendor field; the account number is masked to its last four.
const FIELDS: [label: string, read: (vendor: Vendor) => string | null][] = [
  ['Contact Name', (v) => v.contact_name],
  ['Contact Email', (v) => v.contact_email],
  ['Phone', (v) => v.phone],
  ['Address', (v) => v.address],
  ['Tax ID', (v) => v.tax_id],
  ['Tax ID Type', (v) => v.tax_id_type],
  ['Legal Entity Name', (v) => v.legal_entity_name],
  ['Legal Entity Type', (v) => v.legal_entity_type],
  ['Legal Address', (v) => v.legal_address],
  ['Bank Name', (v) => v.bank_name],
  ['Bank Address', (v) => v.bank_address],
  ['Beneficiary', (v) => v.bank_account_beneficiary],
  ['Account Number', (v) => maskAccountNumber(v.account_number)],
  ['Routing Number', (v) => v.routing_number],
];

export interface VendorDetailsPopoverProps {
  /** The vendor whose fields are listed. */
  vendor: Vendor;
  /** Downloads the vendor's W-9 (Admin); the button shows when given and a W-9 is on file. */
  onDownloadW9?: () => unknown;
}

/** A 'Vendor details' button opening the vendor's fields (account number masked). */
export function VendorDetailsPopover({ vendor, onDownloadW9 }: VendorDetailsPopoverProps) {
  return (
    <Popover width={420} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button size="xs" variant="light">
          Vendor details
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Vendor details">
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
          {FIELDS.map(([label, read]) => (
            <div key={label}>
              <Text size="xs" c="gray.7">
                {label}
              </Text>
              <Text size="sm">{read(vendor) || '—'}</Text>
            </div>
          ))}
        </SimpleGrid>
        <VendorTaxProfile profile={vendor.tax_profile} onDownloadW9={onDownloadW9} />
      </Popover.Dropdown>
    </Popover>
  );
}
