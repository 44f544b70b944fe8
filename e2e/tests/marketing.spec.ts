import { expect, test, type Locator, type Page } from '@playwright/test';

type TLocale = 'en' | 'ru';

/** i18next keys look like `home.hero.title`; none may ever reach the screen. */
const RAW_KEY_PATTERN = /\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z.]+\b/;

const MARKETING_PAGES = [
  { path: '/', testId: 'home-page', h1: { en: 'Inspect any car in minutes, not days', ru: 'Осмотр любого автомобиля за минуты, а не за дни' } },
  { path: '/features', testId: 'features-page', h1: { en: 'Everything you need to assess vehicle damage at scale', ru: 'Всё для масштабной оценки повреждений автомобилей' } },
  { path: '/pricing', testId: 'pricing-page', h1: { en: 'Simple pricing that grows with your inspections', ru: 'Простые тарифы, которые растут вместе с числом осмотров' } },
  { path: '/about', testId: 'about-page', h1: { en: 'We make vehicle damage assessment fast, fair and transparent', ru: 'Мы делаем оценку повреждений быстрой, честной и прозрачной' } },
  {
    path: '/claim-assessment',
    testId: 'claim-assessment-page',
    h1: { en: 'AI-reviewed claim estimates, from first photo to final payout', ru: 'Сметы по убыткам с ИИ-проверкой — от первого снимка до выплаты' },
  },
] as const;

const useLocale = async (page: Page, locale: TLocale) => {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
};

const openPage = async (page: Page, path: string, testId: string) => {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible();
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

/** Top of an element relative to the viewport, in whole pixels. */
const viewportTop = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

for (const locale of ['en', 'ru'] as const) {
  test.describe(`marketing pages (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLocale(page, locale);
    });

    for (const marketingPage of MARKETING_PAGES) {
      test(`${marketingPage.path} renders translated, without raw keys or horizontal overflow`, async ({ page }) => {
        for (const viewport of [
          { width: 1440, height: 900 },
          { width: 390, height: 844 },
        ]) {
          await page.setViewportSize(viewport);
          await openPage(page, marketingPage.path, marketingPage.testId);
          await expect(page.getByRole('heading', { level: 1, name: marketingPage.h1[locale] })).toBeVisible();
          await expectNoRawKeys(page);
          await expectNoHorizontalOverflow(page);
        }
      });
    }

    test('home page sections and counts', async ({ page }) => {
      await openPage(page, '/', 'home-page');
      const achievements = page.getByTestId('achievement');
      await expect(achievements).toHaveCount(3);
      await expect(achievements.nth(0)).toContainText('95%');
      await expect(achievements.nth(1)).toContainText('10X');
      await expect(achievements.nth(2)).toContainText('50%');
      await expect(page.getByTestId('home-tool-card')).toHaveCount(9);
      await expect(page.getByTestId('home-metric')).toHaveCount(4);
      await expect(page.getByTestId('home-trust-indicator')).toHaveCount(3);
      await expect(page.getByTestId('home-process-item')).toHaveCount(4);
      const useCases = page.getByTestId('home-use-case');
      await expect(useCases).toHaveCount(4);
      for (let index = 0; index < 4; index += 1) {
        await expect(useCases.nth(index).getByTestId('use-case-bullets').getByRole('listitem')).toHaveCount(3);
      }
      const badges = page.getByTestId('trust-badge');
      await expect(badges.filter({ hasText: 'ISO/IEC 27001' })).toHaveCount(1);
      await expect(badges.filter({ hasText: 'GDPR' })).toHaveCount(1);
    });

    test('features page sections and counts', async ({ page }) => {
      await openPage(page, '/features', 'features-page');
      const core = page.getByTestId('features-core-card');
      await expect(core).toHaveCount(6);
      for (let index = 0; index < 6; index += 1) await expect(core.nth(index).getByTestId('feature-benefit')).toHaveCount(1);
      const products = page.getByTestId('features-product');
      await expect(products).toHaveCount(3);
      for (let index = 0; index < 3; index += 1) await expect(products.nth(index).getByRole('listitem')).toHaveCount(5);
      await expect(page.getByTestId('features-integration-points').getByRole('listitem')).toHaveCount(3);
      await expect(page.getByTestId('features-workflow-item')).toHaveCount(4);
      await expect(page.getByTestId('detection-benefit')).toHaveCount(3);
      const categoryCounts = { body: 6, visual: 4, tire: 4, vehicle: 5 };
      for (const [category, count] of Object.entries(categoryCounts)) {
        await expect(page.getByTestId(`damage-category-${category}`).getByTestId('damage-category-item')).toHaveCount(count);
      }
    });

    test('about page sections and counts', async ({ page }) => {
      await openPage(page, '/about', 'about-page');
      await expect(page.getByTestId('about-mission-points').getByRole('listitem')).toHaveCount(3);
      const impact = page.getByTestId('impact-stat');
      await expect(impact).toHaveCount(4);
      await expect(impact.filter({ hasText: '5000+' })).toHaveCount(1);
      await expect(page.getByTestId('about-value')).toHaveCount(6);
      await expect(page.locator('section#feedback').getByTestId('feedback-form')).toBeVisible();
    });

    test('claim assessment page sections and counts', async ({ page }) => {
      await openPage(page, '/claim-assessment', 'claim-assessment-page');
      await expect(page.getByTestId('claim-benefit')).toHaveCount(3);
      await expect(page.getByTestId('claim-module')).toHaveCount(15);
      await expect(page.getByTestId('claim-review-steps-item')).toHaveCount(4);
      await expect(page.getByTestId('claim-review-errors').getByRole('listitem')).toHaveCount(4);
      await expect(page.getByTestId('claim-fraud-signals').getByRole('listitem')).toHaveCount(4);
      await expect(page.getByTestId('claim-fraud-methods').getByRole('listitem')).toHaveCount(3);
      await expect(page.getByTestId('claim-region')).toHaveCount(4);
    });

    test('pricing page plans, FAQ and the exact comparison table', async ({ page }) => {
      await openPage(page, '/pricing', 'pricing-page');
      for (const plan of ['trial', 'pro', 'enterprise']) await expect(page.getByTestId(`pricing-plan-${plan}`)).toBeVisible();
      await expect(page.getByTestId('recommended-badge')).toHaveCount(1);
      await expect(page.getByTestId('pricing-plan-pro').getByTestId('recommended-badge')).toBeVisible();

      const t = locale === 'en'
        ? { yes: 'Included', no: 'Not included', ten: '10', unlimited: 'Unlimited', free: 'Free', payPerUse: 'Pay per use', license: 'License', email: 'Email', priority: 'Priority', dedicated: 'Dedicated' }
        : { yes: 'Включено', no: 'Не включено', ten: '10', unlimited: 'Без ограничений', free: 'Бесплатно', payPerUse: 'За использование', license: 'Лицензия', email: 'Эл. почта', priority: 'Приоритетная', dedicated: 'Выделенная' };
      const expected: Record<string, string[]> = {
        inspections: [t.ten, t.unlimited, t.unlimited],
        pricingModel: [t.free, t.payPerUse, t.license],
        apiAccess: [t.no, t.yes, t.yes],
        accountManager: [t.no, t.no, t.yes],
        customIntegrations: [t.no, t.no, t.yes],
        teamTraining: [t.no, t.no, t.yes],
        onPremise: [t.no, t.no, t.yes],
        support: [t.email, t.priority, t.dedicated],
      };
      const table = page.getByTestId('pricing-comparison');
      await expect(table.locator('tbody').getByRole('row')).toHaveCount(8);
      for (const [row, values] of Object.entries(expected)) {
        await expect(table.getByTestId(`comparison-row-${row}`).getByRole('cell')).toHaveText(values);
      }

      // Phones get the same comparison as one card per plan.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(table).toBeHidden();
      const cards = page.getByTestId('pricing-comparison-cards');
      const rows = Object.values(expected);
      for (let plan = 0; plan < 3; plan += 1) {
        await expect(cards.locator('dl').nth(plan).locator('dd')).toHaveText(rows.map((values) => values[plan] ?? ''));
      }
      await page.setViewportSize({ width: 1280, height: 720 });

      const faq = page.getByTestId('pricing-faq');
      const questions = faq.getByRole('button');
      await expect(questions).toHaveCount(4);
      await questions.first().click();
      await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    });
  });
}

test.describe('marketing links (en)', () => {
  test('home links', async ({ page }) => {
    await openPage(page, '/', 'home-page');
    const hero = page.getByTestId('home-hero');
    await expect(hero.getByRole('link', { name: 'Start an assessment' })).toHaveAttribute('href', '/data_collector');
    await expect(hero.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/features');
    await expect(page.getByTestId('home-cta').getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/about#feedback');
  });

  test('features links, and the testimonials stay unrendered', async ({ page }) => {
    await openPage(page, '/features', 'features-page');
    const hero = page.getByTestId('features-hero');
    await expect(hero.getByRole('link', { name: 'Try it now' })).toHaveAttribute('href', '/data_collector');
    await expect(hero.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    const cta = page.getByTestId('features-cta');
    await expect(cta.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/about#feedback');
    await expect(cta.getByRole('link', { name: 'View pricing' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByText('Marta Kowalczyk')).toHaveCount(0);
  });

  test('about links, and the team stays unrendered', async ({ page }) => {
    await openPage(page, '/about', 'about-page');
    const hero = page.getByTestId('about-hero');
    await expect(hero.getByRole('link', { name: 'Try the platform' })).toHaveAttribute('href', '/data_collector');
    await expect(hero.getByRole('link', { name: 'Explore features' })).toHaveAttribute('href', '/features');
    const cta = page.getByTestId('about-cta');
    await expect(cta.getByRole('link', { name: 'Start an assessment' })).toHaveAttribute('href', '/data_collector');
    await expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/about#feedback');
    await expect(page.getByText('Alexander Morozov')).toHaveCount(0);
  });

  test('claim assessment links', async ({ page }) => {
    await openPage(page, '/claim-assessment', 'claim-assessment-page');
    await expect(page.getByTestId('claim-hero').getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/register');
    await expect(page.getByTestId('claim-cta').getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/register');
  });

  test('pricing links', async ({ page }) => {
    await openPage(page, '/pricing', 'pricing-page');
    await expect(page.getByTestId('pricing-hero').getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', '/about#feedback');
    for (const plan of ['trial', 'pro', 'enterprise']) {
      await expect(page.getByTestId(`pricing-plan-${plan}`).getByRole('link')).toHaveAttribute('href', '/about#feedback');
    }
    await expect(page.getByTestId('pricing-plan-pro')).toContainText('Pay per use');
    await expect(page.getByTestId('pricing-plan-enterprise')).toContainText('License');
    const bottom = page.getByTestId('pricing-bottom-cta');
    await expect(bottom.getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/register');
    await expect(bottom.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/about#feedback');
  });
});

test.describe('in-page scrolling', () => {
  test('/about#feedback scrolls to the form with an 80 px offset and highlights it for 2 s', async ({ page }) => {
    await page.goto('/about#feedback');
    const form = page.getByTestId('feedback-form');
    const section = page.locator('section#feedback');
    await expect(form).toHaveAttribute('data-highlighted', 'true');
    await expect.poll(() => viewportTop(section), { timeout: 5000 }).toBeGreaterThanOrEqual(78);
    await expect.poll(() => viewportTop(section), { timeout: 5000 }).toBeLessThanOrEqual(82);
    // Still highlighted well inside the 2 s window, gone shortly after it.
    await page.waitForTimeout(800);
    await expect(form).toHaveAttribute('data-highlighted', 'true');
    await expect(form).toHaveAttribute('data-highlighted', 'false', { timeout: 3000 });
  });

  test('a link to #feedback from the same page and from another page scrolls and highlights', async ({ page }) => {
    await openPage(page, '/about', 'about-page');
    const form = page.getByTestId('feedback-form');
    await expect(form).toHaveAttribute('data-highlighted', 'false');
    await page.getByTestId('about-cta').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/about#feedback$/);
    await expect(form).toHaveAttribute('data-highlighted', 'true');
    await expect.poll(() => viewportTop(page.locator('section#feedback')), { timeout: 5000 }).toBeLessThanOrEqual(82);

    await openPage(page, '/pricing', 'pricing-page');
    await page.getByTestId('pricing-bottom-cta').getByRole('link', { name: 'Contact sales' }).click();
    await expect(page).toHaveURL(/\/about#feedback$/);
    await expect(page.getByTestId('feedback-form')).toHaveAttribute('data-highlighted', 'true');
    await expect.poll(() => viewportTop(page.locator('section#feedback')), { timeout: 5000 }).toBeLessThanOrEqual(82);
  });

  test('claim assessment "Learn more" scrolls smoothly to the modules', async ({ page }) => {
    await openPage(page, '/claim-assessment', 'claim-assessment-page');
    const modules = page.getByTestId('claim-modules');
    expect(await viewportTop(modules)).toBeGreaterThan(500);
    await page.getByTestId('claim-hero').getByRole('button', { name: 'Learn more' }).click();
    await expect.poll(() => viewportTop(modules), { timeout: 5000 }).toBeLessThanOrEqual(82);
    expect(await viewportTop(modules)).toBeGreaterThanOrEqual(-2);
    await expect(page.getByRole('heading', { name: 'Fifteen modules check every part of an estimate' })).toBeInViewport();
  });
});
