import { expect, signedInTest as test } from '../support/fixtures';
import { expectToast } from '../support/toasts';

// An instruction typed on the dashboard's Recent Threads card, in a clerk's own words: the
// assistant's answer is the success toast, the e-mail it drafted a new pending task.

test('an instruction in a thread: the answer as the toast, the draft in Pending Tasks', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const emails = page
    .getByRole('region', { name: 'Pending Tasks' })
    .getByRole('article', { name: 'Send Email task' });
  await expect(emails.first()).toBeVisible();
  const before = await emails.count();
  const thread = page.getByRole('article', { name: 'Catering for the offsite' });
  await thread.getByRole('textbox').fill('Could you chase the vendor for their W9 please?');
  await thread.getByRole('button', { name: 'Send message' }).click();
  await expectToast(
    page,
    'Drafted a send_email task: an e-mail to hello@greenleaf.test asking for a W-9',
  );
  await expect(emails).toHaveCount(before + 1);
});

test('an instruction it is unsure of is asked back and does nothing', async ({ page }) => {
  await page.goto('/dashboard');
  const tasks = page.getByRole('region', { name: 'Pending Tasks' }).getByRole('article');
  await expect(tasks.first()).toBeVisible();
  const before = await tasks.count();
  const thread = page.getByRole('article', { name: 'Catering for the offsite' });
  await thread.getByRole('textbox').fill('pay it');
  await thread.getByRole('button', { name: 'Send message' }).click();
  await expectToast(page, 'Did you mean to schedule the payment? Say when');
  await expect(tasks).toHaveCount(before);
});
