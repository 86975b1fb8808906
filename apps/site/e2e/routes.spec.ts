import { PACKAGES, packagePrice } from '@agency/domain';
import { expect } from '@playwright/test';
import { serviceSelect, test } from './support';

/** The eight routes of docs/requirements.md §2 render their database content on the production build. */

test('home shows the hero, the gallery thumbnails, benefits, process and stats', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get a Free Sample' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book a free Call back' })).toBeVisible();
  const thumbnails = await serviceSelect<{ alt_text: string }>('HomeThumbnails', 'select=alt_text&limit=12');
  expect(thumbnails.length).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('img', { name: thumbnails[0]!.alt_text }).first()).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Our 5-step process' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Consultation/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Back to Top');
});

test('portfolio shows featured work, case studies and the works grid', async ({ page }) => {
  const [work] = await serviceSelect<{ title: string }>('Thumbnail_Work', 'select=title&order=created_at.desc&limit=1');
  const [study] = await serviceSelect<{ client_name: string }>('CaseStudies', 'select=client_name&limit=1');
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(page.getByText(work!.title).first()).toBeVisible();
  await expect(page.getByText(study!.client_name).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
});

test('packages lists the three packages and the FAQ', async ({ page }) => {
  await page.goto('/packages');
  for (const pkg of PACKAGES) {
    await expect(page.getByRole('heading', { name: pkg.name })).toBeVisible();
    await expect(page.getByText(packagePrice(pkg).price, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'How does the free sample work?' })).toBeVisible();
});

test('about shows the team from the database and the four core values', async ({ page }) => {
  const team = await serviceSelect<{ name: string }>('Team', 'select=name&order=id.asc');
  await page.goto('/about');
  for (const member of team) await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
  for (const value of ['Innovation', 'Client Focus', 'Creativity', 'Excellence']) {
    await expect(page.getByRole('heading', { name: value })).toBeVisible();
  }
});

test('testimonials show the carousel and the grid', async ({ page }) => {
  const testimonials = await serviceSelect<{ name: string }>('testimonials', 'select=name&order=created_at.asc');
  await page.goto('/testimonials');
  await expect(page.getByRole('region', { name: /testimonial|review/i }).first()).toBeVisible();
  await expect(page.getByText(testimonials.at(-1)!.name).first()).toBeVisible();
});

test('blog list features the newest post and links to every post', async ({ page }) => {
  const posts = await serviceSelect<{ title: string; slug: string }>('blogs', 'select=title,slug&order=created_at.desc');
  await page.goto('/blog');
  await expect(page).toHaveTitle(/Blog/);
  for (const post of posts) await expect(page.getByRole('link', { name: post.title }).first()).toBeVisible();
});

test('a blog post shows its content and is titled "{post title} - blog"', async ({ page }) => {
  const [post] = await serviceSelect<{ title: string; slug: string; keywords: string[] }>(
    'blogs',
    'select=title,slug,keywords&order=created_at.desc&limit=1',
  );
  await page.goto(`/blog/${post!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
  await expect(page).toHaveTitle(`${post!.title} - blog`);
  await expect(page.getByRole('link', { name: /Back to Blog/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Keywords' })).toContainText(post!.keywords[0]!);
});

test('contact shows the details, the map and the form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: /\+44/ })).toBeVisible();
  await page.getByRole('link', { name: /View larger map/ }).scrollIntoViewIfNeeded();
  await expect(page.locator('iframe[title*="London"]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
});
