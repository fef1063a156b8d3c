// Plays shared by stories that render a dialog or drawer already open.
import { expect, screen, waitFor } from 'storybook/test';

/**
 * Waits until the open dialog (the one named `name`, or the only one) has taken the focus. A Mantine modal or drawer moves
 * the focus to its first control in a timer after it mounts (its focus trap); a play that clicks
 * before that timer has run (a loaded machine) has the focus, and its ring, taken from the
 * control it clicked, and the capture after the play differs from the baseline.
 */
export const dialogFocused = async (name?: string) => {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  // The trap focuses twice (when its node mounts, and from its effect): the second timer, queued
  // by now, runs before this one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return dialog;
};
