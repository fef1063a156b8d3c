import { Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** Shown under the label; for a disabled choice, the advice on what to do instead. */
  description?: string;
  /** Not selectable; default false. */
  disabled?: boolean;
  /** Badge on a disabled choice, e.g. 'Not yet supported'; default none. */
  badge?: string;
  /** Offers 'Join waitlist' on a disabled choice; default false. */
  waitlist?: boolean;
}

export interface ChoiceListProps<V extends string> {
  /** The question, used as the group's label. */
  label: string;
  /** The choices, selectable or not. */
  choices: readonly Choice<string>[];
  /** The chosen value; null when none. */
  value: V | null;
  /** Called with a selectable choice's value. */
  onChange: (value: V) => void;
  /** Called with a disabled choice's value when its waitlist is joined; default none. */
  onJoinWaitlist?: (value: string) => void;
}

/** One wizard question: radio choices, disabled ones with their advice and waitlist. */
export function ChoiceList<V extends string>({
  label,
  choices,
  value,
  onChange,
  onJoinWaitlist,
}: ChoiceListProps<V>) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as V)}>
      <Stack gap="sm" mt="sm">
        {choices.map((choice) => (
          <Group key={choice.value} justify="space-between" wrap="nowrap" align="flex-start">
            <Radio
              value={choice.value}
              disabled={choice.disabled}
              label={
                <Group gap="xs" component="span">
                  <span>{choice.label}</span>
                  {choice.badge && (
                    <Badge size="sm" variant="light" color="gray" c="gray.8" tt="none">
                      {choice.badge}
                    </Badge>
                  )}
                </Group>
              }
              description={
                choice.description && (
                  <Text component="span" size="xs" c="gray.7">
                    {choice.description}
                  </Text>
                )
              }
            />
            {choice.disabled && choice.waitlist && onJoinWaitlist && (
              <Button
                size="xs"
                variant="light"
                aria-label={`Join the ${choice.label} waitlist`}
                onClick={() => onJoinWaitlist(choice.value)}
              >
                Join waitlist
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Radio.Group>
  );
}
