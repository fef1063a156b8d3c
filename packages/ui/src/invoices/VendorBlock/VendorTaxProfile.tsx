import { formatShortDate, TAX_CLASSIFICATION_LABELS } from '@ap/domain';
import type { Vendor } from '@ap/domain/contract';
import { Badge, Button, Divider, Group, SimpleGrid, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

export interface VendorTaxProfileProps {
  /** What the vendor's W-9 says (null or absent: none on file). */
  profile: Vendor['tax_profile'];
  /** Downloads the W-9 as it arrived (Admin; audited). The button shows when given. */
  onDownloadW9?: () => unknown;
}

/** The vendor's Form W-9 in the details popover: TIN masked, and whether it is 1099-eligible. */
export function VendorTaxProfile({ profile, onDownloadW9 }: VendorTaxProfileProps) {
  const fields: [label: string, value: string | null][] = profile
    ? [
        ['W-9 Legal Name', profile.legal_name],
        ['W-9 Business Name', profile.business_name],
        [
          'Tax Classification',
          profile.tax_classification ? TAX_CLASSIFICATION_LABELS[profile.tax_classification] : null,
        ],
        ['TIN', profile.tin && `${profile.tin_type ?? 'TIN'} ${profile.tin}`],
        ['W-9 Address', profile.address],
        ['W-9 Received', profile.w9_received_at && formatShortDate(profile.w9_received_at)],
      ]
    : [];
  return (
    <section aria-label="Form W-9">
      <Divider my="sm" />
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          Form W-9
        </Text>
        {profile?.is_1099_eligible ? (
          <Badge color="green.6" variant="filled">
            1099-eligible
          </Badge>
        ) : profile ? (
          <Badge color="gray.7" variant="filled">
            Not 1099-eligible
          </Badge>
        ) : null}
      </Group>
      {profile ? (
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
          {fields.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="gray.7">
                {label}
              </Text>
              <Text size="sm">{value || '—'}</Text>
            </div>
          ))}
        </SimpleGrid>
      ) : null}
      {profile?.w9_document_id && onDownloadW9 && (
        <Button
          mt="xs"
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => onDownloadW9()}
        >
          Download W-9
        </Button>
      )}
      {profile ? null : (
        <Text size="sm" c="gray.7">
          No W-9 on file. The Form W-9 button on an invoice asks the vendor for one.
        </Text>
      )}
    </section>
  );
}
