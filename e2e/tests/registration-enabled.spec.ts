import { expect, test } from '@playwright/test';

// Runs against the build made with REGISTRATION_ENABLED=true (project 'registration-enabled').
test.describe('registration switched on', () => {
  test('shows the form, its rules, and creates an account that can sign in', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByText('Join our car damage assessment platform')).toBeVisible();
    await expect(page.getByText('Used for password recovery and notifications')).toBeVisible();
    await expect(page.getByText('Minimum 8 characters')).toBeVisible();

    const username = page.getByLabel('Username');
    const email = page.getByLabel('Email Address');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password');
    const submit = page.getByRole('button', { name: 'Create Account' });

    await username.fill('ab');
    await email.fill('not-an-email');
    await password.fill('short');
    await confirm.fill('other');
    await submit.click();
    await expect(
      page.getByText('Username must be 3-20 characters long and contain only letters, numbers, underscores, and hyphens'),
    ).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await password.fill('alllowercase1!');
    await confirm.fill('alllowercase1!');
    await submit.click();
    await expect(
      page.getByText('Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character'),
    ).toBeVisible();

    const name = `new_${Date.now().toString(36)}`;
    await username.fill(name);
    await email.fill(`${name}@example.com`);
    await password.fill('Fresh-Passw0rd!');
    await confirm.fill('Fresh-Passw0rd!');
    await submit.click();
    await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
    await expect(username).toHaveValue('');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });

    const status = await page.evaluate(async ([user]) => {
      const csrf = (await (await fetch('/api/csrf/')).json()) as { csrfToken: string };
      const response = await fetch('/api/auth/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf.csrfToken },
        body: JSON.stringify({ username: user, password: 'Fresh-Passw0rd!' }),
      });
      return response.status;
    }, [name]);
    expect(status).toBe(200);
  });

  test('shows the server message for a taken username', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('e2e_user');
    await page.getByLabel('Email Address').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Fresh-Passw0rd!');
    await page.getByLabel('Confirm Password').fill('Fresh-Passw0rd!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('A user with that username already exists.')).toBeVisible();
  });
});
