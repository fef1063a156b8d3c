import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';

// /dashboard on the seeded demo organisation (Acme Corp), before any other spec changes it.

test('stat cards, recent threads and pending tasks from the demo data', async ({ page }) => {
  await page.goto('/dashboard');
  const card = (name: string) => page.getByRole('region', { name });
  // 6 invoices; pending = draft, sent or overdue (5); due = sent + overdue amounts.
  await expect(card('Total Invoices')).toContainText('6');
  await expect(card('Pending Invoices')).toContainText('5');
  await expect(card('Total Amount Due')).toContainText('$22,660.50');
  const threads = card('Recent Threads');
  await expect(threads.getByRole('article', { name: 'Catering for the offsite' })).toBeVisible();
  await expect(threads.getByRole('article')).toHaveCount(4);
  const tasks = card('Pending Tasks');
  await expect(tasks.getByRole('article')).toHaveCount(3);
  await expect(tasks.getByRole('article', { name: 'Send Email task' })).toBeVisible();
  await expectAccessible(page);
});

test('a thread message is sent only when it has text', async ({ page }) => {
  await page.goto('/dashboard');
  const thread = page.getByRole('article', { name: 'Catering for the offsite' });
  const box = thread.getByRole('textbox');
  await box.fill('   ');
  await expect(thread.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await box.fill('  Please check the headcount on this one  ');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/threads/input'));
  await thread.getByRole('button', { name: 'Send message' }).click();
  // Trimmed before sending (SPEC §5).
  expect((await sent).postData()).toContain('"Please check the headcount on this one"');
  await expect(box).toHaveValue('');
});
