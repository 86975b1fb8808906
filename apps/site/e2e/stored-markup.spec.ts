import { expect, type Page } from '@playwright/test';
import { fulfilRest, serviceSelect, test } from './support';

/**
 * Stored markup stays harmless (docs/architecture.md "Security model"): a corpus of XSS payloads is placed in every markup
 * field (team role and bio, testimonial comment, blog content) and in the plain-text fields the
 * site shows (names, titles, descriptions, offers, case studies), as rows the backend answers
 * with; each page renders them and the test asserts that no script ran (every payload reports to
 * `window.__xss`), that the DOM holds no script, handler, frame or `javascript:` URL from them,
 * and that external links open in a new tab without an opener. Markup is sanitised in one place
 * (`sanitizeHtml` in @agency/ui, used by `SafeHtml`); plain text is rendered as text. The
 * Content-Security-Policy would block inline scripts too, which is why the DOM is checked as well.
 */
test.describe.configure({ mode: 'parallel' });

/** The corpus: each payload calls `__xss(n)` if it ever runs. */
const PAYLOADS = [
  '<script>__xss(1)</script>',
  '<img src=x onerror="__xss(2)">',
  '<svg onload="__xss(3)"><circle r="1"/></svg>',
  '<svg><script>__xss(4)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="__xss(5)"></style></mglyph></table></mtext></math>',
  '<a href="javascript:__xss(6)">prize 6</a>',
  '<a href="JaVaScRiPt:__xss(7)">prize 7</a>',
  '<a href="&#106;avascript:__xss(8)">prize 8</a>',
  '<a href=" javascript:__xss(9)">prize 9</a>',
  '<iframe srcdoc="<script>parent.__xss(10)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss(11)"></iframe>',
  '<a href="data:text/html,<script>opener.__xss(12)</script>">prize 12</a>',
  '<object data="javascript:__xss(13)"></object><embed src="javascript:__xss(13)">',
  '<form action="javascript:__xss(14)"><button>send 14</button></form>',
  '<details open ontoggle="__xss(15)"><summary>more</summary></details>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(16)>"></p></noscript>',
  '<input autofocus onfocus="__xss(17)">',
  '<video><source onerror="__xss(18)"></video>',
  '<div style="background:url(javascript:__xss(19))">css 19</div>',
  '<style>*{background:url("https://evil.example/leak")}</style>',
  '<img src="data:image/svg+xml,<svg onload=__xss(21)>">',
  '<a href="https://evil.example/" target="_self">external 22</a>',
  '<p onmouseover="__xss(23)">hover 23</p>',
  '<template><img src=x onerror="__xss(24)"></template>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:__xss(25)">',
  '<img srcset="x 1x" onerror="__xss(26)">',
];

const markup = (n: number) => `<p>Safe <strong>markup ${n}</strong></p>${PAYLOADS[n % PAYLOADS.length]}`;
const text = (n: number) => `Name ${n} ${PAYLOADS[n % PAYLOADS.length]}`.slice(0, 110);

/** Records any payload that runs, and any dialog it opens. */
async function watchForScripts(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const hits: unknown[] = [];
    Object.assign(window, { __xss: (n: unknown) => hits.push(n), __xssHits: hits });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __xssHits: unknown[] }).__xssHits)), ...dialogs];
}

/**
 * The dialogs whose forms are the page's own, not the rows': the lead dialogs of home, portfolio
 * and packages (docs/requirements.md §4), by their accessible names.
 */
const LEAD_DIALOGS = ['Get a Free Sample Thumbnail', 'Book a Free Call Back'];

/** Nothing executable came from the rows: no script, frame, form, handler or script URL. */
async function expectHarmless(page: Page) {
  const report = await page.evaluate((leadDialogNames) => {
    const main = document.querySelector('body')!;
    const all = [...main.querySelectorAll('*')];
    const leadDialogs = [...document.querySelectorAll('dialog')].filter((dialog) =>
      leadDialogNames.includes(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''),
    );
    return {
      elements: all
        .filter((el) => el.closest('main, [role="complementary"]'))
        .filter((el) => !leadDialogs.some((dialog) => dialog.contains(el)))
        .filter((el) => ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'STYLE', 'BASE', 'META', 'TEMPLATE'].includes(el.tagName))
        // The page's own structured data (JSON-LD is data, serialised with `<` escaped).
        .filter((el) => !(el.tagName === 'SCRIPT' && el.getAttribute('type') === 'application/ld+json' && !/</.test(el.textContent ?? '')))
        .map((el) => el.tagName),
      handlers: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`)),
      scriptUrls: all.flatMap((el) =>
        [...el.attributes].filter((a) => /^\s*(?:javascript|data|vbscript):/i.test(a.value) && a.name !== 'src').map((a) => `${el.tagName} ${a.name}`),
      ),
      externalLinks: [...main.querySelectorAll('main a[href^="https://evil.example"]')].map((a) => `${a.getAttribute('target')} ${a.getAttribute('rel')}`),
      stylesFromMarkup: [...main.querySelectorAll('main [style*="javascript"]')].length,
    };
  }, LEAD_DIALOGS);
  expect(report.elements).toEqual([]);
  expect(report.handlers).toEqual([]);
  expect(report.scriptUrls).toEqual([]);
  expect(report.stylesFromMarkup).toBe(0);
  for (const link of report.externalLinks) expect(link).toBe('_blank noopener noreferrer');
}

/** Hovers and clicks what the payloads left, as a curious visitor would. */
async function poke(page: Page) {
  for (const label of ['prize 6', 'prize 7', 'hover 23', 'css 19']) {
    const target = page.getByRole('main').getByText(label, { exact: true }).first();
    if ((await target.count()) === 0) continue;
    await target.hover();
    await target.click({ modifiers: ['Alt'] });
  }
}

test('team roles and bios (markup) and names (text): nothing runs', async ({ page }) => {
  const hits = await watchForScripts(page);
  const rows = PAYLOADS.map((_, n) => ({ name: text(n), role: markup(n), bio: markup(n + 1), image_url: null, alt_text: text(n) }));
  await fulfilRest(page, 'Team', rows);
  await page.goto('/about');
  await expect(page.getByRole('main').getByText('markup 0', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(text(1), { exact: true })).toBeVisible();
  await poke(page);
  await expectHarmless(page);
  expect(await hits()).toEqual([]);
});

test('testimonial comments (markup) and names (text): nothing runs', async ({ page }) => {
  const hits = await watchForScripts(page);
  const [sample] = await serviceSelect<Record<string, unknown>>('testimonials', 'select=*&limit=1');
  const rows = PAYLOADS.map((_, n) => ({ ...sample, id: 1000 + n, name: text(n), comment: markup(n), created_at: `2026-01-${String((n % 28) + 1).padStart(2, '0')}T10:00:00Z` }));
  await fulfilRest(page, 'testimonials', rows);
  await page.goto('/testimonials');
  await expect(page.getByRole('main').getByText(text(10), { exact: true }).first()).toBeAttached();
  await poke(page);
  await expectHarmless(page);
  expect(await hits()).toEqual([]);
});

test('blog content (markup), title and description (text): nothing runs, external links open safely', async ({ page }) => {
  const hits = await watchForScripts(page);
  const [post] = await serviceSelect<Record<string, unknown>>('blogs', 'select=*&limit=1');
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/blogs') && url.searchParams.has('slug'),
    (route) =>
      route.fulfill({
        json: { ...post, title: text(3), meta_description: text(4), content: PAYLOADS.map((_, n) => markup(n)).join('') },
        headers: { 'access-control-allow-origin': '*' },
      }),
  );
  await page.goto(`/blog/${post!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(3));
  await expect(page.getByRole('main').getByText('markup 25', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'external 22' })).toHaveAttribute('rel', 'noopener noreferrer');
  await poke(page);
  await expectHarmless(page);
  expect(await hits()).toEqual([]);
});

test('blog list titles and descriptions, offers and case studies (text): shown as text, nothing runs', async ({ page }) => {
  const hits = await watchForScripts(page);
  const posts = await serviceSelect<Record<string, unknown>>('blogs', 'select=id,title,slug,meta_description,image_url,alt_text,keywords,created_at&order=created_at.desc');
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/blogs') && !url.searchParams.has('slug'),
    (route) =>
      route.fulfill({
        json: posts.map((p, n) => ({ ...p, title: text(n), meta_description: text(n + 7), alt_text: text(n + 3), keywords: [text(n + 9).slice(0, 40)] })),
        headers: { 'access-control-allow-origin': '*' },
      }),
  );
  await fulfilRest(page, 'offers', [{ message: text(1) }, { message: text(2) }]);
  await page.goto('/blog');
  await expect(page.getByRole('main').getByText(text(0), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Special offers' })).toContainText('Name 1');
  await expectHarmless(page);

  const studies = await serviceSelect<Record<string, unknown>>('CaseStudies', 'select=*');
  await fulfilRest(page, 'CaseStudies', studies.map((s, n) => ({ ...s, client_name: text(n), problem: text(n + 5), solution: text(n + 6), results: text(n + 8) })));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio', exact: true }).click();
  await expect(page.getByRole('main').getByText(text(0), { exact: true }).first()).toBeAttached();
  await expectHarmless(page);
  expect(await hits()).toEqual([]);
});
