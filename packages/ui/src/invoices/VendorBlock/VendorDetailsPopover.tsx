import { BANK_DETAILS_REVEAL_MS, maskAccountNumber } from '@ap/domain';
import type { Vendor, VendorBankDetails } from '@ap/domain/contract';
import { Button, Group, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
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
];

export interface VendorDetailsPopoverProps {
  /** The vendor whose fields are listed. */
  vendor: Vendor;
  /**
   * Fetches the full account and routing numbers (an audited reveal). Given only to those who
   * may see them (Admins); without it no Reveal button shows. Default: none.
   */
  onRevealBankDetails?: (vendorId: string) => Promise<VendorBankDetails>;
  /** How long revealed numbers stay on screen, in ms; default BANK_DETAILS_REVEAL_MS (30 s). */
  revealForMs?: number;
  /** Downloads the vendor's W-9 (Admin); the button shows when given and a W-9 is on file. */
  onDownloadW9?: () => unknown;
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    // minWidth 0: a long e-mail or number wraps instead of making its cell scroll.
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/**
 * A 'Vendor details' button opening the vendor's fields, bank numbers masked. Reveal (Admins)
 * shows the full numbers for `revealForMs`, or until Hide or the popover closes; they are
 * dropped from memory then, and a new look needs a new (audited) reveal.
 */
export function VendorDetailsPopover({
  vendor,
  onRevealBankDetails,
  revealForMs = BANK_DETAILS_REVEAL_MS,
  onDownloadW9,
}: VendorDetailsPopoverProps) {
  const [opened, setOpened] = useState(false);
  const [revealed, setRevealed] = useState<VendorBankDetails | null>(null);
  const [revealing, setRevealing] = useState(false);
  // Counts closes, so an answer that arrives after the popover closed is not shown.
  const closes = useRef(0);
  const hasBankNumbers = Boolean(vendor.account_number || vendor.routing_number);

  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => setRevealed(null), revealForMs);
    return () => clearTimeout(timer);
  }, [revealed, revealForMs]);

  const close = () => {
    closes.current += 1;
    setOpened(false);
    setRevealed(null);
  };
  const reveal = async () => {
    if (!onRevealBankDetails) return;
    setRevealing(true);
    const closesBefore = closes.current;
    try {
      const details = await onRevealBankDetails(vendor.id);
      if (closes.current === closesBefore) setRevealed(details);
    } catch {
      // The caller reports the failure; the numbers stay masked.
    } finally {
      setRevealing(false);
    }
  };

  return (
    <Popover
      width={420}
      position="bottom-start"
      withArrow
      shadow="md"
      opened={opened}
      onChange={(open) => (open ? setOpened(true) : close())}
    >
      <Popover.Target>
        <Button size="xs" variant="light" onClick={() => (opened ? close() : setOpened(true))}>
          Vendor details
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Vendor details">
        <Stack gap="xs">
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
            {FIELDS.map(([label, read]) => (
              <Field key={label} label={label} value={read(vendor)} />
            ))}
            <Field
              label="Account Number"
              value={revealed ? revealed.account_number : maskAccountNumber(vendor.account_number)}
            />
            <Field
              label="Routing Number"
              value={revealed ? revealed.routing_number : vendor.routing_number}
            />
          </SimpleGrid>
          {onRevealBankDetails && hasBankNumbers && (
            <Group gap="xs" justify="space-between">
              <Text size="xs" c="gray.7" aria-live="polite">
                {revealed
                  ? `Shown for ${Math.round(revealForMs / 1000)} seconds; this look is recorded in the audit log.`
                  : 'Bank numbers are masked.'}
              </Text>
              {revealed ? (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconEyeOff size={14} aria-hidden />}
                  onClick={() => setRevealed(null)}
                >
                  Hide
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEye size={14} aria-hidden />}
                  loading={revealing}
                  onClick={() => void reveal()}
                >
                  Reveal
                </Button>
              )}
            </Group>
          )}
          <VendorTaxProfile profile={vendor.tax_profile} onDownloadW9={onDownloadW9} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
