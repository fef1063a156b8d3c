import { CHECKS_OVERRIDDEN_WITH_REASON, type CheckOverrides, groupChecks } from '@ap/domain';
import type { Check } from '@ap/domain/contract';
import { Accordion, Paper, Stack, Text, Title } from '@mantine/core';
import { CheckItem } from './CheckItem';

export interface ChecksPanelProps {
  /** The invoice's checks as read. */
  checks: readonly Check[];
  /** Overrides made in this edit session, keyed by check name; default none. */
  overrides?: CheckOverrides;
  /** Edit mode: failing checks offer Override; default false. */
  editing?: boolean;
  /** Called with the failed check to override. */
  onOverride?: (check: Check) => void;
  /**
   * An Admin's override with a reason of a check only that lifts (a red fraud signal), in view
   * or edit mode; absent: not offered (the caller's role may not).
   */
  onOverrideWithReason?: (check: Check, reason: string) => Promise<unknown>;
}

/** Passing and failing checks, each expandable; failed checks can be overridden in edit mode. */
export function ChecksPanel({
  checks,
  overrides = {},
  editing = false,
  onOverride,
  onOverrideWithReason,
}: ChecksPanelProps) {
  const { passing, failing } = groupChecks(checks, overrides);
  const group = (title: string, entries: typeof passing, overridable: boolean) => (
    <section aria-label={title}>
      <Text fw={600} size="sm" mb={4}>
        {title} ({entries.length})
      </Text>
      {entries.length > 0 && (
        <Accordion multiple variant="contained" chevronPosition="left">
          {entries.map((entry) => (
            <CheckItem
              key={entry.check.name}
              entry={entry}
              // A red fraud signal is lifted only by an Admin's override with a reason.
              canOverride={overridable && !CHECKS_OVERRIDDEN_WITH_REASON.includes(entry.check.name)}
              overrideReason={entry.check.override_reason ?? null}
              {...(onOverrideWithReason && CHECKS_OVERRIDDEN_WITH_REASON.includes(entry.check.name)
                ? {
                    onOverrideWithReason: (reason: string) =>
                      onOverrideWithReason(entry.check, reason),
                  }
                : {})}
              onOverride={() => onOverride?.(entry.check)}
            />
          ))}
        </Accordion>
      )}
    </section>
  );
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        Checks
      </Title>
      <Stack gap="md">
        {group('Failing Checks', failing, editing)}
        {group('Passing Checks', passing, false)}
      </Stack>
    </Paper>
  );
}
