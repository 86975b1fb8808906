/**
 * What `npm run bench` measures: the site's routes and the controls of the tap-at-paint table,
 * and the reference page's control. Data only.
 */

/** The routes (name, path). The newest blog post is added as `post`. */
export const ROUTES = [
  ['home', '/'],
  ['portfolio', '/portfolio'],
  ['packages', '/packages'],
  ['about', '/about'],
  ['testimonials', '/testimonials'],
  ['blog', '/blog'],
  ['contact', '/contact'],
];

/**
 * The controls of the early-interaction table: THE ONE PLACE to update when the site's names
 * change. For each: `name` (unique), `page`, `open` (what is tapped)
 * and `effect` (what must become visible), both regular expressions matched (case-insensitive)
 * against accessible names — `open` of buttons and links; `effect` of dialogs, links, buttons and
 * headings, else against visible text — or `css:SELECTOR` (Playwright CSS, `:has-text()`,
 * `:text-is()`). An `effect` already visible before the tap makes the run invalid (counted
 * dead), so it must be something only the tap shows. `app`: the control needs the app (React:
 * its tap is kept and replayed once the part has hydrated), judged against the floor's tap in the
 * same run (FLOOR_CONTROL); else the platform acts alone, judged in ms: `fast`, the 300 ms target
 * (else 1,200 ms).
 * `checks`: what the row means, printed in the table. `autoplayMs`: the effect also comes by
 * itself that long after the navigation (a carousel's autoplay, CAROUSEL_INTERVAL_MS, counted
 * from the page's arrival or from hydration): an effect seen that late (painted +
 * tap-to-effect medians) is reported as a lost tap.
 * Note: the probe (taps.mjs) counts any element hidden by CSS as invisible, but not one merely
 * outside a carousel's viewport: carousel effects check the slide's `aria-hidden` instead.
 */
export const CONTROLS = [
  // The phone menu toggle (SiteHeader): the mobile panel's "Testimonials" link shows. Scoped to
  // the header's nav (the page may show "Testimonials" elsewhere); its desktop list is
  // display:none at 390 px, the closed panel hidden.
  {
    name: 'menu', page: '/', fast: true, checks: 'menu opens',
    open: '^Open menu$',
    effect: 'css:header nav[aria-label="Main"] a:text-is("Testimonials")',
  },
  // The hero's first button opens the free-sample dialog (LeadDialogs) with the form's submit.
  {
    name: 'hero-free-sample', page: '/', fast: true, checks: 'free-sample dialog opens',
    open: '^Get a Free Sample$',
    effect: '^Claim My Free Thumbnail$',
  },
  // The hero's second button opens the callback dialog: its submit 'Book My Call' (CallbackForm).
  // Not the dialog's name 'Book a Free Call Back': case-insensitive, it also names the button.
  {
    name: 'hero-callback', page: '/', fast: true, checks: 'callback dialog opens',
    open: '^Book a free Call back$',
    effect: '^Book My Call$',
  },
  // The footer's newsletter form, submitted empty: the 'Invalid Email' toast.
  {
    name: 'footer-subscribe', app: true, page: '/', checks: 'empty subscribe → toast',
    open: '^Subscribe$',
    effect: '^Invalid Email$',
  },
  // The offer banner's pause button (OfferBanner): its name becomes 'Play offers'.
  {
    name: 'offer-pause', app: true, page: '/', checks: 'offer banner pauses',
    open: '^Pause offers$',
    effect: '^Play offers$',
  },
  // /packages' free-sample section button (PackagesPage): the free-sample dialog's submit.
  {
    name: 'packages-free-sample', page: '/packages', checks: 'free-sample dialog opens',
    open: '^Get a Free Sample$',
    effect: '^Claim My Free Thumbnail$',
  },
  // /packages' callback section button: the callback dialog's submit.
  {
    name: 'packages-callback', page: '/packages', checks: 'callback dialog opens',
    open: '^Book a free Call back$',
    effect: '^Book My Call$',
  },
  // An FAQ question (FaqAccordion, content.ts `faqs`): part of its answer shows. CSS, as the
  // question may be a <summary> (no button role for Playwright) or a button (Ark Accordion).
  {
    name: 'faq', page: '/packages', checks: 'FAQ answer opens',
    open: 'css::is(summary, button):has-text("How many revisions can I ask for?")',
    effect: 'unlimited revisions until you are happy',
  },
  // The featured carousel's 'Next slide' (Carousel): slide "2 of N" becomes the shown one
  // (not aria-hidden). Autoplay also moves there after 5 s: see `autoplayMs`.
  {
    name: 'featured-next', app: true, autoplayMs: 5000, page: '/portfolio', checks: 'featured carousel moves',
    open: 'css:section[aria-label="Featured transformations"] button[aria-label="Next slide"]',
    effect: 'css:section[aria-label="Featured transformations"] [aria-roledescription="slide"][aria-label^="2 of"]:not([aria-hidden="true"])',
  },
  // A category tab of the portfolio filter (CategoryFilter, Ark Tabs): that tab is selected.
  {
    name: 'portfolio-tab', app: true, page: '/portfolio', checks: 'category tab selects',
    open: 'css:[role="tab"]:text-is("Gaming & Live Streams")',
    effect: 'css:[role="tab"][aria-selected="true"]:text-is("Gaming & Live Streams")',
  },
  // A case study card's 'View Case Study' button (CaseStudyCard): its dialog opens (a native
  // <dialog> or an element with role=dialog; a closed one is not visible). The work cards' links
  // have the same name; the probe tries buttons before links.
  {
    name: 'case-study', page: '/portfolio', checks: 'case-study dialog opens',
    open: '^View Case Study$',
    effect: 'css::is(dialog, [role="dialog"])',
  },
  // The testimonials carousel's 'Next slide': slide "2 of N" is shown (see featured-next).
  {
    name: 'testimonials-next', app: true, autoplayMs: 5000, page: '/testimonials', checks: 'testimonials carousel moves',
    open: 'css:section[aria-label="Testimonials"] button[aria-label="Next slide"]',
    effect: 'css:section[aria-label="Testimonials"] [aria-roledescription="slide"][aria-label^="2 of"]:not([aria-hidden="true"])',
  },
  // The testimonials carousel's dot 'Go to slide 2': slide "2 of N" is shown.
  {
    name: 'testimonials-dot', app: true, autoplayMs: 5000, page: '/testimonials', checks: 'carousel dot moves',
    open: 'css:section[aria-label="Testimonials"] button[aria-label="Go to slide 2"]',
    effect: 'css:section[aria-label="Testimonials"] [aria-roledescription="slide"][aria-label^="2 of"]:not([aria-hidden="true"])',
  },
  // The contact form's package select (SelectField, Ark Select; its trigger is a combobox, not a
  // button, and the form's only one): the listbox option 'Pro Engage' shows.
  {
    name: 'contact-select', app: true, page: '/contact', checks: 'package select opens',
    open: 'css:form [role="combobox"]',
    effect: 'css:[role="option"]:has-text("Pro Engage")',
  },
  // The contact form submitted empty: the 'Missing Fields' toast.
  {
    name: 'contact-submit', app: true, page: '/contact', checks: 'empty submit → toast',
    open: '^Send Message$',
    effect: '^Missing Fields$',
  },
];

/**
 * The reference page's control (scripts/bench/reference/index.html), tapped like the others on
 * every run: its `<details>` opens with no script at all, so its row shows what a tap at paint
 * costs when only the browser does the work. Shown in the table, not judged.
 */
export const REFERENCE_CONTROL = {
  name: 'reference-details', page: 'reference', checks: '`details` opens, no script', reference: true,
  open: 'css:summary:has-text("What does this page measure?")',
  effect: 'nothing but the browser does the work',
};

/**
 * The floor's control (scripts/bench/floor: the smallest React Router page that hydrates one
 * button, built and started as the site's pages are), tapped like the others on every run: what
 * a tap at paint on a control that needs the app costs on this stack with nothing else on the
 * page. Shown in the table, not judged; every control marked `app` is judged against its median.
 */
export const FLOOR_CONTROL = {
  name: 'floor-button', page: 'floor', checks: 'button hydrates, kept tap replays', floor: true,
  open: '^Tap me$',
  effect: 'css:p:text-is("Tapped")',
};
