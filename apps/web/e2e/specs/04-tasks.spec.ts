import { expectAccessible } from '../support/accessibility';
import { expect, signedInTest as test } from '../support/fixtures';
import { expectToast } from '../support/toasts';

// Pending tasks on the dashboard: approve, cancel after confirmation, edit a send_email task.

const pendingTasks = (page: import('playwright/test').Page) =>
  page.getByRole('region', { name: 'Pending Tasks' });

test('approve a pending task: approved and executed, gone from the pending list', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const task = pendingTasks(page).getByRole('article', { name: 'Update Vendor task' });
  await task.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Task approved and executed successfully!');
  await expect(task).toHaveCount(0);
});

test('cancel a pending task only after confirming', async ({ page }) => {
  await page.goto('/dashboard');
  const task = pendingTasks(page).getByRole('article', { name: 'Pay Invoice task' });
  await task.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel task' });
  await expect(dialog).toContainText('Are you sure you want to cancel this task?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep task' }).click();
  await expect(task).toBeVisible();
  await task.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Cancel task' }).click();
  await expectToast(page, 'Task cancelled successfully!');
  await expect(task).toHaveCount(0);
});

test('edit a send_email task: each missing field refused, then saved', async ({ page }) => {
  await page.goto('/dashboard');
  const task = pendingTasks(page).getByRole('article', { name: 'Send Email task' });
  await task.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit email' });
  const save = form.getByRole('button', { name: 'Save' });
  await form.getByLabel('To').fill(' , ');
  await save.click();
  await expect(form.getByRole('alert')).toHaveText(
    'Please provide at least one recipient email address.',
  );
  await form.getByLabel('To').fill('billing@greenleaf.test, , ar@greenleaf.test ');
  await form.getByLabel('Subject').fill('  ');
  await save.click();
  await expect(form.getByRole('alert')).toHaveText('Please provide a subject for the email.');
  await form.getByLabel('Subject').fill('Headcount for the offsite');
  await form.getByLabel('Body').fill('');
  await save.click();
  await expect(form.getByRole('alert')).toHaveText('Please provide a message body for the email.');
  await expectAccessible(page);
  await form.getByLabel('Body').fill('Could you confirm the final headcount?');
  await save.click();
  await expectToast(page, 'Task updated successfully!');
  await expect(form).toHaveCount(0);

  await page.reload();
  await task.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('To')).toHaveValue('billing@greenleaf.test, ar@greenleaf.test');
  await expect(form.getByLabel('Subject')).toHaveValue('Headcount for the offsite');
  await expect(form.getByLabel('Body')).toHaveValue('Could you confirm the final headcount?');
});
