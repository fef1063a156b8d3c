import { expect, type Page } from 'playwright/test';

/** The design system's toasts (Mantine notifications, bottom-right). */
export const toasts = (page: Page) => page.locator('.mantine-Notifications-root');

/** A toast whose text contains `text` is shown. */
export const expectToast = async (page: Page, text: string) =>
  expect(toasts(page).getByText(text, { exact: false }).first()).toBeVisible();
