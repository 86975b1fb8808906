import { expect } from '@playwright/test';
import { consoleErrors, serviceSelect, test } from './support';

/**
 * A page that fails to render shows the site's own error page (the root route's `ErrorBoundary`,
 * `src/root.tsx`): the header and the footer around a plain message and a link home, with the
 * error logged; not React Router's default screen.
 * @see docs/architecture.md "Data flow"
 */

test('a page that fails to render shows the error page in the frame, logs the error, and its link goes home', async ({ page }) => {
  const errors = consoleErrors(page);
  const [post] = await serviceSelect<Record<string, unknown>>('blogs', 'select=*&limit=1');
  // A post published after the build (the SPA fallback loads it in the browser), answered in a
  // shape the page does not expect (no keywords, as after a schema change the deployed site
  // predates): the post's render throws.
  const fresh = { ...post, slug: 'published-after-the-build', keywords: null };
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/blogs') && url.searchParams.get('slug') === `eq.${fresh.slug}`,
    (route) => route.fulfill({ json: fresh, headers: { 'access-control-allow-origin': '*' } }),
  );
  await page.goto(`/blog/${fresh.slug}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' })).toBeVisible();
  await expect(page).toHaveTitle(/^Something went wrong - /);
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect.poll(() => errors.some((error) => error.startsWith('The page could not be shown:'))).toBe(true);

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sorry, this page could not be shown');
  await expect(page.getByRole('region', { name: 'Thumbnails that make viewers click' })).toBeVisible();
});
