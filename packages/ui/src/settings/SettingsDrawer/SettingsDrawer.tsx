import { DRAWER_WIDTH_PX } from '@ap/domain';
import { Drawer, type DrawerProps } from '@mantine/core';

export interface SettingsDrawerProps extends Omit<DrawerProps, 'position' | 'size'> {
  /** Transition length in ms; default Mantine's (stories pass 0 for steady screenshots). */
  transitionDuration?: number;
}

/** The right-hand settings drawer, 480 px wide (SPEC §2 /settings, DRAWER_WIDTH_PX). */
export function SettingsDrawer({ transitionDuration, ...drawerProps }: SettingsDrawerProps) {
  return (
    <Drawer
      position="right"
      size={DRAWER_WIDTH_PX}
      closeButtonProps={{ 'aria-label': 'Close' }}
      {...(transitionDuration === undefined
        ? {}
        : { transitionProps: { duration: transitionDuration } })}
      {...drawerProps}
    />
  );
}
