import { expect, type Page, type Route } from '@playwright/test';
import { openInApp, serviceSelect, test } from './support';

/**
 * About (/about): intro, stats, the team in id order with sanitised role/bio markup, the
 * empty-team text, a failed team read leaving the area empty, the four core values and the
 * link to /contact.
 * @see docs/requirements.md §2 About, §3 Team, §8
 */
test.describe.configure({ mode: 'parallel' });

const team = (page: Page) => page.getByRole('region', { name: 'Meet the team' });

/** Answers the team read with `body` (status 200) instead of the database's rows. */
const teamRows = (body: unknown[]) => (route: Route) =>
  route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, json: body });

test('intro, the five stats, the four core values and a link to /contact', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/For over 5 years we have designed thumbnails/)).toBeVisible();

  const stats = page.getByRole('region', { name: 'What we have achieved' });
  await stats.scrollIntoViewIfNeeded();
  for (const [value, label] of [
    ['900+', 'Projects Completed'],
    ['3500+', 'Thumbnails Designed'],
    ['400M+', 'Views Generated'],
    ['10+', 'Team Members'],
    ['9+', 'Years of Experience'],
  ] as const) {
    await expect(stats.getByText(`${value} ${label}`)).toBeAttached();
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
  }

  const values = page.getByRole('region', { name: 'Our core values' });
  await expect(values.getByRole('article').getByRole('heading')).toHaveText([
    'Innovation',
    'Client Focus',
    'Creativity',
    'Excellence',
  ]);

  await page.getByRole('link', { name: 'Get in Touch' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the team appears in id order', async ({ page }) => {
  const members = await serviceSelect<{ name: string }>('Team', 'select=name&order=id.asc');
  expect(members.length).toBeGreaterThan(1);
  await page.goto('/about');
  await expect(team(page).getByRole('article').getByRole('heading')).toHaveText(members.map((m) => m.name));
});

test('role and bio markup is rendered, with anything unsafe removed', async ({ page }) => {
  await page.route(
    '**/rest/v1/Team**',
    teamRows([
      {
        name: 'Markup Tester',
        role: '<strong>Founder</strong> &amp; Lead<img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
        bio: '<p>Loves <em>bold</em> ideas. <a href="javascript:window.__xss = 3">Click me</a></p><p onmouseover="window.__xss = 4">Hover me</p>',
        image_url: null,
        alt_text: null,
      },
    ]),
  );
  await page.goto('/about');
  const card = team(page).getByRole('article');
  await expect(card.getByRole('heading', { name: 'Markup Tester' })).toBeVisible();
  await expect(card.getByText('Founder', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(card.getByText('bold', { exact: true })).toHaveJSProperty('tagName', 'EM');
  await expect(card).not.toContainText('<strong>');
  const html = await card.innerHTML();
  expect(html).not.toMatch(/onerror|onmouseover|<script|javascript:/i);
  await card.getByText('Click me').click();
  await card.getByText('Hover me').hover();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test("an empty team shows 'Our talented team is currently camera shy! Check back soon.'", async ({ page }) => {
  await page.route('**/rest/v1/Team**', teamRows([]));
  await page.goto('/about');
  await expect(team(page).getByText('Our talented team is currently camera shy! Check back soon.', { exact: true })).toBeVisible();
  await expect(team(page).getByRole('article')).toHaveCount(0);
});

test('a failed team read is only logged: the team area stays empty', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/rest/v1/Team**', (route) =>
    route.fulfill({
      status: 500,
      headers: { 'access-control-allow-origin': '*' },
      json: { code: 'XX000', message: 'team table unavailable', details: null, hint: null },
    }),
  );
  await openInApp(page, 'About');
  await expect.poll(() => logged.some((line) => /team/i.test(line))).toBe(true);
  await expect(page.getByRole('region', { name: 'Our core values' })).toBeVisible();
  await expect(team(page).getByRole('article')).toHaveCount(0);
  await expect(team(page)).not.toContainText('camera shy');
  await expect(team(page)).not.toContainText('team table unavailable');
  await expect(team(page).getByRole('alert')).toHaveCount(0);
});
