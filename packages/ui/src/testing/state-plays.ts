// Plays shared by the Loading / Empty / LoadError stories that data-backed components all
// have, so each story states only what it expects to see.
import { APP_MESSAGES } from '@ap/domain';
import { expect, within } from 'storybook/test';

type PlayContext = { canvasElement: HTMLElement };

/** The story shows `text` (an empty state, a label). */
export const showsText =
  (text: string) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

/** The story shows 'Loading...'. */
export const showsLoading = showsText(APP_MESSAGES.loading);

/** The story shows an alert carrying `message` (a load failure). */
export const showsAlert =
  (message: string) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message);
  };
