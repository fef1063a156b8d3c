import { getVendorOnboardingStatus, vendorDisplayName } from '@ap/domain';
import type { Check, Vendor, VendorBankDetails } from '@ap/domain/contract';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { VendorDetailsPopover } from './VendorDetailsPopover';

export interface VendorBlockProps {
  /** The invoice's vendor; null shows a Draft Vendor without details. */
  vendor: Vendor | null;
  /** The invoice's checks: vendor_required_fields decides Onboarded / Onboarding. */
  checks: readonly Pick<Check, 'name' | 'status'>[];
  /** The audited bank-details reveal, for Admins (see VendorDetailsPopover); default none. */
  onRevealBankDetails?: (vendorId: string) => Promise<VendorBankDetails>;
  /** Downloads the vendor's W-9 (Admin). Default: none (no button). */
  onDownloadW9?: (vendorId: string) => unknown;
}

/** Vendor name, onboarding state and the vendor details popover (SPEC §2 Invoice Details). */
export function VendorBlock({
  vendor,
  checks,
  onRevealBankDetails,
  onDownloadW9,
}: VendorBlockProps) {
  const onboarding = getVendorOnboardingStatus(vendor, checks);
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="gray.7" fw={500}>
        Vendor
      </Text>
      <Group justify="space-between" mt={4}>
        <Group gap="sm">
          <Text fw={600} size="lg">
            {vendorDisplayName(vendor)}
          </Text>
          <Badge
            variant="filled"
            color={onboarding === 'Onboarded' ? 'green.6' : 'orange.4'}
            data-onboarding={onboarding}
          >
            {onboarding}
          </Badge>
        </Group>
        {vendor && (
          <VendorDetailsPopover
            vendor={vendor}
            onRevealBankDetails={onRevealBankDetails}
            onDownloadW9={onDownloadW9 && (() => onDownloadW9(vendor.id))}
          />
        )}
      </Group>
      {vendor?.contact_email && (
        <Text size="sm" c="gray.7" mt={4}>
          {vendor.contact_email}
        </Text>
      )}
    </Paper>
  );
}
