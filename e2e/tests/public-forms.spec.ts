import { expect, test, type Page } from '@playwright/test';

const RAW_KEY_PATTERN = /\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z.]+\b/;

const useLocale = async (page: Page, locale: 'en' | 'ru') => {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
};

const expectNoHorizontalOverflow = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page is wider than the viewport').toBeLessThanOrEqual(innerWidth);
};

const expectNoRawKeys = async (page: Page) => {
  const text = await page.locator('body').innerText();
  expect(text.match(RAW_KEY_PATTERN)?.[0] ?? null, 'a raw translation key is visible').toBeNull();
};

const feedbackForm = (page: Page) => {
  const form = page.getByTestId('feedback-form');
  return {
    form,
    name: form.getByLabel('Your name'),
    email: form.getByLabel('Email'),
    type: form.getByRole('combobox', { name: /Feedback type/ }),
    message: form.getByLabel('Message'),
    submit: form.getByRole('button', { name: 'Send feedback' }),
    ratingLabel: form.getByTestId('feedback-rating-label'),
  };
};

/** The stars are labels over visually hidden radios; a person clicks the star itself. */
const chooseRating = async (page: Page, stars: number) => {
  await page.getByTestId('feedback-form').locator('label').filter({ hasText: new RegExp(`^${stars} stars?$`) }).click();
};

const fillValidFeedback = async (page: Page) => {
  const fields = feedbackForm(page);
  await fields.name.fill('Anna Example');
  await fields.email.fill('anna@example.com');
  await fields.type.click();
  await page.getByRole('option', { name: 'Feature request' }).click();
  await chooseRating(page, 4);
  await fields.message.fill('Please add a damage history export.');
  return fields;
};

test.describe('registration page (build without REGISTRATION_ENABLED)', () => {
  test('shows only the disabled notice, in English and Russian', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page.getByText('Join our car damage assessment platform')).toBeVisible();
    const notice = page.getByTestId('registration-disabled');
    await expect(notice).toContainText('Registration is currently closed');
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);

    await useLocale(page, 'ru');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Создание учётной записи' })).toBeVisible();
    await expect(page.getByTestId('registration-disabled')).toContainText('Регистрация временно закрыта');
    await expectNoRawKeys(page);
  });
});

test.describe('reset password page', () => {
  test('validates length and match, toggles visibility, links back to sign in', async ({ page }) => {
    await page.goto('/reset-password/some-token');
    const password = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password');
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await expect(page.getByText('Minimum 8 characters')).toBeVisible();

    await password.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect(page.getByTestId('reset-error')).toHaveText('Password must be at least 8 characters');

    await password.fill('Long-enough-1');
    await confirm.fill('Long-enough-2');
    await submit.click();
    await expect(page.getByTestId('reset-error')).toHaveText('Passwords do not match');

    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/?showLogin=true');
  });

  test('shows the messages in Russian', async ({ page }) => {
    await useLocale(page, 'ru');
    await page.goto('/reset-password/some-token');
    await page.getByLabel('Новый пароль', { exact: true }).fill('short');
    await page.getByLabel('Подтверждение нового пароля').fill('short');
    await page.getByRole('button', { name: 'Сбросить пароль' }).click();
    await expect(page.getByTestId('reset-error')).toHaveText('Пароль должен содержать не менее 8 символов');
    await page.getByLabel('Новый пароль', { exact: true }).fill('Long-enough-1');
    await page.getByRole('button', { name: 'Сбросить пароль' }).click();
    await expect(page.getByTestId('reset-error')).toHaveText('Пароли не совпадают');
    await expectNoRawKeys(page);
  });

  test('a blank token is rejected as an invalid link', async ({ page }) => {
    await page.goto('/reset-password/%20');
    await expect(page.getByTestId('reset-error')).toHaveText('This password reset link is invalid. Please request a new one.');
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  test('an unknown token is refused by the server with a message', async ({ page }) => {
    await page.goto('/reset-password/not-a-real-token');
    await page.getByLabel('New Password', { exact: true }).fill('Brand-New-Passw0rd!');
    await page.getByLabel('Confirm New Password').fill('Brand-New-Passw0rd!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByTestId('reset-error')).toBeVisible();
    await expect(page.getByTestId('reset-success')).toHaveCount(0);
    await expect(page).toHaveURL(/\/reset-password\/not-a-real-token$/);
  });

  test('no answer from the server gives the connection message', async ({ page }) => {
    await page.route('**/api/auth/reset-password/**', (route) => route.abort('connectionrefused'));
    await page.goto('/reset-password/some-token');
    await page.getByLabel('New Password', { exact: true }).fill('Brand-New-Passw0rd!');
    await page.getByLabel('Confirm New Password').fill('Brand-New-Passw0rd!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByTestId('reset-error')).toHaveText('Unable to connect to the server. Please try again.');
  });

  test('success clears the form and goes home after 3 s', async ({ page }) => {
    let body: unknown = null;
    await page.route('**/api/auth/reset-password/abc123/', async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ status: 200, json: { detail: 'Password has been reset.' } });
    });
    await page.goto('/reset-password/abc123');
    const password = page.getByLabel('New Password', { exact: true });
    await password.fill('Brand-New-Passw0rd!');
    await page.getByLabel('Confirm New Password').fill('Brand-New-Passw0rd!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByTestId('reset-success')).toBeVisible();
    expect(body).toEqual({ new_password: 'Brand-New-Passw0rd!' });
    await expect(password).toHaveValue('');
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL(/\/reset-password\/abc123$/);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 3000 });
  });
});

test.describe('feedback form on /about', () => {
  test('messages appear after leaving a field, typing hides them, submit waits for valid input', async ({ page }) => {
    await page.goto('/about');
    const fields = feedbackForm(page);
    await expect(fields.submit).toBeDisabled();
    await expect(fields.ratingLabel).toHaveText('Select a rating');

    await fields.name.focus();
    await expect(page.getByText('Please enter your name')).toHaveCount(0);
    await fields.email.focus();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    // The field the visitor has not left yet stays quiet.
    await expect(page.getByText('Please enter your email address')).toHaveCount(0);

    await fields.email.pressSequentially('anna@');
    await expect(page.getByText('Please enter your name')).toHaveCount(0);
    await fields.message.focus();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await fields.message.pressSequentially('short');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await fields.name.focus();
    await expect(page.getByText('Your message must be at least 10 characters long')).toBeVisible();

    await fields.name.pressSequentially('A');
    await expect(page.getByText('Your message must be at least 10 characters long')).toHaveCount(0);
    await chooseRating(page, 4);
    await page.mouse.move(0, 0);
    await expect(fields.ratingLabel).toHaveText('Very good');
    await expect(page.getByText('Your message must be at least 10 characters long')).toBeVisible();

    await fields.name.fill('Anna');
    await fields.email.fill('anna@example.com');
    await fields.message.fill('Long enough message.');
    await expect(fields.submit).toBeDisabled();
    await fields.type.click();
    await page.getByRole('option', { name: 'Bug report' }).click();
    await expect(fields.submit).toBeEnabled();
    await fields.message.fill('too short');
    await expect(fields.submit).toBeDisabled();
  });

  test('shows Russian validation messages', async ({ page }) => {
    await useLocale(page, 'ru');
    await page.goto('/about');
    const form = page.getByTestId('feedback-form');
    await form.getByLabel('Ваше имя').focus();
    await form.getByLabel('Электронная почта').focus();
    await expect(page.getByText('Пожалуйста, укажите ваше имя')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Отправить отзыв' })).toBeDisabled();
    await expect(form.getByTestId('feedback-rating-label')).toHaveText('Выберите оценку');
  });

  test('a real submission succeeds, clears the form and closes by hand', async ({ page }) => {
    await page.goto('/about');
    const fields = await fillValidFeedback(page);
    await expect(fields.ratingLabel).toHaveText('Very good');
    await fields.submit.click();
    const notification = page.getByTestId('feedback-notification');
    await expect(notification).toHaveText('Thank you! Your feedback has been sent.');
    await expect(notification).toHaveAttribute('data-type', 'success');
    await expect(fields.name).toHaveValue('');
    await expect(fields.email).toHaveValue('');
    await expect(fields.message).toHaveValue('');
    await expect(fields.ratingLabel).toHaveText('Select a rating');
    await expect(fields.submit).toBeDisabled();
    await expect(page.getByText('Please enter your name')).toHaveCount(0);
    await notification.getByRole('button', { name: 'Close notification' }).click();
    await expect(notification).toBeHidden();
  });

  test('sends the contract payload and shows a sticky sending notice meanwhile', async ({ page }) => {
    let payload: Record<string, unknown> = {};
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/feedback/submit/', async (route) => {
      payload = route.request().postDataJSON() as Record<string, unknown>;
      await answered;
      await route.fulfill({ status: 200, json: { success: true } });
    });
    await page.goto('/about');
    const fields = await fillValidFeedback(page);
    await fields.submit.click();
    const notification = page.getByTestId('feedback-notification');
    await expect(notification).toHaveText('Sending your feedback...');
    await expect(notification).toHaveAttribute('data-type', 'info');
    await expect(notification.getByTestId('hourglass-icon')).toBeVisible();
    await expect(fields.submit).toBeDisabled();
    // Does not close by itself.
    await page.waitForTimeout(1500);
    await expect(notification).toHaveText('Sending your feedback...');
    release();
    await expect(notification).toHaveText('Thank you! Your feedback has been sent.');

    expect(payload).toMatchObject({
      name: 'Anna Example',
      email: 'anna@example.com',
      type: 'feature',
      rating: 4,
      message: 'Please add a damage history export.',
      page: 'About Company',
    });
    expect(typeof payload.userAgent).toBe('string');
    expect(new Date(String(payload.timestamp)).toISOString()).toBe(payload.timestamp);
  });

  test('a failure keeps the data, hides validation and shows the error for 8 s', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/feedback/submit/', (route) => route.fulfill({ status: 500, json: { success: false, error: 'Database unavailable' } }));
    await page.goto('/about');
    const fields = await fillValidFeedback(page);
    await fields.submit.click();
    const notification = page.getByTestId('feedback-notification');
    await expect(notification).toHaveText('We could not send your feedback. Please try again in a moment.');
    await expect(notification).toHaveAttribute('data-type', 'error');
    await expect(page.getByText('Database unavailable')).toHaveCount(0);
    await expect(fields.name).toHaveValue('Anna Example');
    await expect(fields.message).toHaveValue('Please add a damage history export.');
    await expect(fields.ratingLabel).toHaveText('Very good');
    await expect(fields.submit).toBeEnabled();
    await expect(fields.form.locator('.Mui-error')).toHaveCount(0);

    await page.clock.runFor(7000);
    await expect(notification).toBeVisible();
    await page.clock.runFor(2500);
    await expect(notification).toBeHidden();
  });

  test('the success notification closes itself after 5 s', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/feedback/submit/', (route) => route.fulfill({ status: 201, json: { success: true } }));
    await page.goto('/about');
    const fields = await fillValidFeedback(page);
    await fields.submit.click();
    const notification = page.getByTestId('feedback-notification');
    await expect(notification).toHaveText('Thank you! Your feedback has been sent.');
    await page.clock.runFor(4000);
    await expect(notification).toBeVisible();
    await page.clock.runFor(2500);
    await expect(notification).toBeHidden();
  });

  test('a network failure shows the error notification', async ({ page }) => {
    await page.route('**/api/feedback/submit/', (route) => route.abort('connectionrefused'));
    await page.goto('/about');
    const fields = await fillValidFeedback(page);
    await fields.submit.click();
    await expect(page.getByTestId('feedback-notification')).toHaveAttribute('data-type', 'error');
    await expect(fields.email).toHaveValue('anna@example.com');
  });
});

test.describe('public form pages fit the screen', () => {
  for (const locale of ['en', 'ru'] as const) {
    test(`register and reset password pages (${locale})`, async ({ page }) => {
      await useLocale(page, locale);
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        for (const [path, testId] of [
          ['/register', 'register-page'],
          ['/reset-password/some-token', 'reset-password-page'],
        ] as const) {
          await page.goto(path);
          await expect(page.getByTestId(testId)).toBeVisible();
          await expectNoRawKeys(page);
          await expectNoHorizontalOverflow(page);
        }
      }
    });
  }
});
