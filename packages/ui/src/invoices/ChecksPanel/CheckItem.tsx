import { type DisplayCheck, getCheckTooltip, UNKNOWN_USER_NAME } from '@ap/domain';
import { Accordion, Badge, Button, Center, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { ReasonOverride } from './ReasonOverride';

export interface CheckItemProps {
  /** The check as grouped by the domain rule (passing, failing, overridden). */
  entry: DisplayCheck;
  /** Offers Override on a failing check (edit mode only); default false. */
  canOverride?: boolean;
  /** Called when Override is clicked. */
  onOverride?: () => void;
  /** Why an Admin overrode it, for checks overridden with a reason. */
  overrideReason?: string | null;
  /** Offers an Admin's override with a reason (a failing red fraud signal); absent: none. */
  onOverrideWithReason?: (reason: string) => Promise<unknown>;
}

/** One expandable check: name and state; expanded, what it verifies and who overrode it. */
export function CheckItem({
  entry,
  canOverride = false,
  onOverride,
  overrideReason = null,
  onOverrideWithReason,
}: CheckItemProps) {
  const passing = entry.check.status === 'success' || entry.overridden;
  const explanation = getCheckTooltip(entry.check.name);
  return (
    <Accordion.Item value={entry.check.name} data-check={entry.check.name}>
      <Center>
        <Accordion.Control
          icon={
            passing ? (
              <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
            ) : (
              <IconCircleX size={18} color="var(--mantine-color-red-8)" aria-hidden />
            )
          }
        >
          <Group gap="xs">
            <Text size="sm">{entry.displayName}</Text>
            {entry.overridden && (
              <Badge size="sm" variant="filled" color="orange.4">
                Overridden
              </Badge>
            )}
          </Group>
        </Accordion.Control>
        {canOverride && (
          <Button
            size="xs"
            variant="light"
            color="orange.9"
            mr="xs"
            aria-label={`Override ${entry.displayName}`}
            onClick={onOverride}
          >
            Override
          </Button>
        )}
      </Center>
      <Accordion.Panel>
        <Text size="sm">
          {explanation ?? (passing ? 'This check passed.' : 'This check failed.')}
        </Text>
        {entry.overridden && (
          <Text size="sm" c="gray.7" mt={4} data-testid="override-info">
            Overridden by {entry.overriddenBy ?? UNKNOWN_USER_NAME}
            {entry.overriddenAt ? ` on ${entry.overriddenAt}` : ''}
            {overrideReason ? `: ${overrideReason}` : ''}
          </Text>
        )}
        {!passing && onOverrideWithReason && (
          <ReasonOverride checkName={entry.displayName} onSubmit={onOverrideWithReason} />
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
