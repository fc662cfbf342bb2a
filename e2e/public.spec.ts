import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The public landing page, the greeting, and the sign-in page.

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

async function headingLevels(page: Page) {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
}

function expectHeadingsInOrder(levels: number[]) {
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
}

/** Tabs through the page once and returns each focused control's accessible text. */
async function tabStops(page: Page, max = 60) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.dataset.tabSeen) return null;
      el.dataset.tabSeen = 'yes';
      return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
    });
    if (label === null) break;
    seen.push(label);
  }
  return seen;
}

test.describe('landing page', () => {
  test('shows hero, How It Works, Newsletter, Features and the footer, in that order', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Multi-Lingual AI Medical Scribe for Global Healthcare' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'From Regional Languages to English medical reports — AI that understands every doctor–patient conversation.',
      ),
    ).toBeVisible();
    const highlights = page.getByRole('list', { name: 'Highlights' }).getByRole('listitem');
    await expect(highlights).toHaveText(['Voice Recording', 'Smart Reports', 'Regional-Language']);
    await expect(page.getByTestId('brand-mark')).toContainText('Asha');

    const sections = await page
      .locator('main > section')
      .evaluateAll((els) => els.map((e) => e.id || e.getAttribute('aria-labelledby')));
    expect(sections).toEqual(['hero-title', 'how-it-works', 'newsletter', 'features']);
    expect(await page.locator('main + footer').count()).toBe(1);

    const steps = page.locator('#how-it-works h3');
    await expect(steps).toHaveText([/01\s*Record Consultation/, /02\s*AI Analysis/, /03\s*Generate Report/]);
    await expect(page.locator('#how-it-works')).toContainText('Ready to transform your practice?');

    await expect(page.getByTestId('feature-cards-large').locator('h3')).toHaveText([
      'Voice Recording',
      'Smart Documentation',
      'Multi-Language Support',
    ]);
    await expect(page.getByTestId('feature-cards-small').locator('h3')).toHaveText([
      'Medical AI Intelligence',
      'HIPAA Compliant',
      'EMR Integration',
      'Real-Time Processing',
    ]);

    const news = page.locator('#newsletter');
    for (const figure of ['5K+', 'subscribers', '99%', 'accuracy', '3 sec', 'average fill time'])
      await expect(news).toContainText(figure);
    // The e2e server has no NEWSLETTER_URL: the section says so plainly and embeds nothing.
    await expect(news.getByRole('status')).toHaveText(
      'The newsletter subscription form is not configured on this server.',
    );
    await expect(news.locator('iframe')).toHaveCount(0);
    expectHeadingsInOrder(await headingLevels(page));
  });

  test('the footer has its links, placeholders without targets, the contact address, two social icons and 2025', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    await expect(footer.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/#how-it-works');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    for (const name of ['FAQ', 'Terms of Service', 'Privacy Policy']) {
      await expect(footer.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(footer.getByRole('link', { name })).toHaveCount(0);
    }
    await expect(footer.locator('[data-social-placeholder]')).toHaveCount(2);
    await expect(footer.getByRole('button', { name: /on X/ })).toBeVisible();
    await expect(footer.getByRole('button', { name: /on LinkedIn/ })).toBeVisible();
    await expect(footer).toContainText('© 2025');

    await footer.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator('#features')).toBeInViewport();
  });

  test('embeds the configured newsletter form in a lazily loaded 307 px frame', async ({ page }) => {
    // Stands in for an install that sets NEWSLETTER_URL; the form itself is a third-party page.
    await page.route('**/api/config', async (route) => {
      const real = await route.fetch();
      await route.fulfill({
        response: real,
        json: { ...(await real.json()), newsletterUrl: 'https://newsletter.example/form' },
      });
    });
    await page.route('https://newsletter.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Subscribe</p>' }),
    );
    await page.goto('/');
    const frame = page.locator('#newsletter iframe');
    await expect(frame).toHaveAttribute('src', 'https://newsletter.example/form');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('title', 'Newsletter subscription form');
    expect((await frame.boundingBox())?.height).toBe(307);
  });

  test("'See in Action' goes to /auth by a full page load", async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { __landingMarker: number }).__landingMarker = 1));
    await page.getByRole('link', { name: 'See in Action' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __landingMarker?: number }).__landingMarker),
    ).toBeUndefined();
  });

  test('every control is reachable by keyboard and the page passes axe', async ({ page }) => {
    test.slow(); // axe-core takes several seconds on a loaded machine
    await page.goto('/');
    await expect(page.locator('#newsletter [role="status"]')).not.toHaveText(/Loading/);
    const stops = await tabStops(page);
    for (const expected of [
      'See in Action',
      'Home',
      'Features',
      'How It Works',
      'FAQ (coming soon)',
      'Privacy Policy (coming soon)',
      'contact@asha-scribe.org',
      'Asha Scribe on LinkedIn (coming soon)',
    ]) {
      expect(stops).toContain(expected);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('greeting', () => {
  test.beforeEach(async ({ page }) => {
    // Spy on the browser's speech synthesis; voices still come from the real engine.
    await page.addInitScript(() => {
      const real = window.speechSynthesis;
      const spy = {
        speaking: false,
        spoken: [] as Array<{ text: string; rate: number; pitch: number; volume: number }>,
        getVoices: () => real?.getVoices() ?? [],
        speak(u: SpeechSynthesisUtterance) {
          spy.spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, volume: u.volume });
        },
        cancel() {},
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: spy });
    });
  });

  const spoken = (page: Page) =>
    page.evaluate(
      () =>
        (
          window.speechSynthesis as unknown as {
            spoken: Array<{ text: string; rate: number; pitch: number; volume: number }>;
          }
        ).spoken,
    );

  test('hovering the brand mark speaks the greeting at rate 0.95, pitch 1.15, volume 1', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('brand-mark').hover();
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    const [first] = await spoken(page);
    expect(first).toMatchObject({ rate: expect.closeTo(0.95, 5), pitch: expect.closeTo(1.15, 5), volume: 1 });
    expect(first!.text).toContain("I'm Asha");
    expect(first!.text).toMatch(/medical record by listening to the consultation/);
    expect(first!.text).toMatch(/focus on care/);
  });

  test('nothing is spoken while speech is already in progress; focusing speaks too', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window.speechSynthesis as unknown as { speaking: boolean }).speaking = true));
    await page.getByTestId('brand-mark').hover();
    await page.mouse.move(600, 600);
    await page.getByTestId('brand-mark').hover();
    expect(await spoken(page)).toHaveLength(0);

    await page.evaluate(() => ((window.speechSynthesis as unknown as { speaking: boolean }).speaking = false));
    await page.mouse.move(600, 600);
    await page.getByTestId('brand-mark').focus();
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
  });

  test('a browser without speech synthesis shows the page and hovering does no harm', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined }),
    );
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await page.getByTestId('brand-mark').hover();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('sign-in page', () => {
  test('shows the welcome, the Google button, the terms note and the marketing panel on large screens', async ({
    page,
  }) => {
    test.slow(); // axe-core takes several seconds on a loaded machine
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Sign in to access your healthcare documentation platform')).toBeVisible();
    await expect(page.getByRole('button')).toHaveText(['Continue with Google']);
    await expect(page.getByText('By continuing, you agree to our Terms of Service and Privacy Policy.')).toBeVisible();
    const panel = page.getByTestId('marketing-panel');
    await expect(panel).toBeVisible();
    for (const figure of ['99%', 'accuracy', '45min', 'time saved', 'A+', 'quality'])
      await expect(panel).toContainText(figure);
    await expect(panel.getByTestId('story-illustration')).toContainText('Recording');
    expectHeadingsInOrder(await headingLevels(page));
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 900, height: 900 });
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  test('the illustration animates, and stands still with prefers-reduced-motion', async ({ page }) => {
    const animationNames = () =>
      page.locator('[data-animated]').evaluateAll((els) => els.map((e) => getComputedStyle(e).animationName));
    await page.goto('/auth');
    await expect(page.getByTestId('story-illustration')).toBeVisible();
    expect((await animationNames()).some((n) => n !== 'none')).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.getByTestId('story-illustration')).toBeVisible();
    const still = await animationNames();
    expect(still.length).toBeGreaterThan(0);
    expect(still.every((n) => n === 'none')).toBe(true);
  });

  test("'Continue with Google' goes to the identity provider", async ({ page }) => {
    await page.goto('/auth');
    const toProvider = page.waitForRequest(
      (r) => r.isNavigationRequest() && new URL(r.url()).searchParams.get('scope') === 'openid email profile',
    );
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const request = await toProvider;
    expect(new URL(request.url()).searchParams.get('redirect_uri')).toMatch(/\/callback$/);
  });

  test("a sign-in that cannot start shows 'An unexpected error occurred'", async ({ page }) => {
    await page.route('**/api/config', (route) => route.abort('connectionrefused'));
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('An unexpected error occurred')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
