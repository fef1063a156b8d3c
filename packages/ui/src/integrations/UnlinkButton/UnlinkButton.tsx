import { LABELS, UNLINK_CONFIRM_WINDOW_MS } from '@ap/domain';
import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTwoClickConfirm } from './useTwoClickConfirm';

export interface UnlinkButtonProps extends Omit<ButtonProps, 'children' | 'loading' | 'color'> {
  /** Runs on the confirming second click; may return a promise (shows 'Unlinking...' meanwhile). */
  onUnlink: () => unknown;
  /** How long the first click stays armed, in ms; default UNLINK_CONFIRM_WINDOW_MS (3 s, SPEC §4). */
  confirmWindowMs?: number;
  /** Label before the first click; default 'Unlink'. */
  children?: ReactNode;
}

/** Two-click unlink (mailbox, accounting system): 'Click again to confirm', then 'Unlinking...'. */
export function UnlinkButton({
  onUnlink,
  confirmWindowMs = UNLINK_CONFIRM_WINDOW_MS,
  children = 'Unlink',
  disabled,
  ...buttonProps
}: UnlinkButtonProps) {
  const { phase, click } = useTwoClickConfirm(onUnlink, confirmWindowMs);
  const label =
    phase === 'confirming'
      ? LABELS.unlinkConfirm
      : phase === 'running'
        ? LABELS.unlinking
        : children;
  return (
    <Button
      color="red.8"
      variant={phase === 'idle' ? 'outline' : 'filled'}
      data-phase={phase}
      disabled={disabled || phase === 'running'}
      onClick={() => void click()}
      {...buttonProps}
    >
      {label}
    </Button>
  );
}
