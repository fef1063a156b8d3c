import { LABELS, TOOLTIP_DELAY_MS } from '@ap/domain';
import { Button, type ButtonProps, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

export interface UnderConstructionButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** The button's label. */
  children: ReactNode;
  /** Tooltip delay in ms; default TOOLTIP_DELAY_MS (700). */
  openDelay?: number;
}

/**
 * A disabled button with the 'Under construction' tooltip. It stays focusable and hoverable
 * (aria-disabled rather than `disabled`) so the tooltip can explain why it does nothing.
 */
export function UnderConstructionButton({
  children,
  openDelay = TOOLTIP_DELAY_MS,
  ...buttonProps
}: UnderConstructionButtonProps) {
  return (
    <Tooltip label={LABELS.underConstruction} openDelay={openDelay}>
      <Button
        variant="default"
        data-disabled
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        {...buttonProps}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
