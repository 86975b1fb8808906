/**
 * Raw token values of the agency theme: bold, high contrast, dark background and one vivid
 * accent (a "thumbnail yellow" that reads like a highlighter over video frames).
 * These feed {@link vars} through `createGlobalTheme`; components never import them directly.
 */
export const tokens = {
  color: {
    background: '#09090d',
    surface: '#13131a',
    surfaceRaised: '#1c1c26',
    surfaceOverlay: '#22222e',
    /** Decorative lines (card edges, dividers): nothing needs to see them to use the page. */
    border: '#2b2b3a',
    /**
     * The boundary of a control (text fields, selects, outline buttons): at least 3:1 against every
     * surface (WCAG 2.2 1.4.11 non-text contrast), so a field reads as a field on the page, a card or
     * a dialog. See docs/accessibility.md.
     */
    borderStrong: '#6e6e85',
    text: '#f6f6f8',
    textMuted: '#b4b4c6',
    textSubtle: '#9090a6',
    accent: '#ffd23f',
    accentHover: '#ffe27a',
    accentText: '#111116',
    accentSoft: 'rgba(255, 210, 63, 0.14)',
    danger: '#ff6b6b',
    dangerSurface: '#3a1217',
    dangerText: '#ffe4e4',
    success: '#4ade80',
    successSurface: '#0f2a1a',
    star: '#ffd23f',
    /** An unfilled rating star: at least 3:1 against every surface, like `borderStrong`. */
    starEmpty: '#76768c',
    focusRing: '#7cc4ff',
    backdrop: 'rgba(4, 4, 8, 0.78)',
    chat: '#25d366',
    chatText: '#062b14',
  },
  font: {
    body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    display:
      '"Archivo Black", "Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': 'clamp(1.875rem, 1.4rem + 2vw, 2.5rem)',
    '4xl': 'clamp(2.25rem, 1.6rem + 3vw, 3.5rem)',
    '5xl': 'clamp(2.5rem, 1.6rem + 4.5vw, 4.75rem)',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700', black: '900' },
  lineHeight: { tight: '1.05', snug: '1.25', normal: '1.5', relaxed: '1.7' },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
    '20': '5rem',
    '24': '6rem',
  },
  size: {
    icon: '1.25rem',
    iconLarge: '1.75rem',
    touch: '2.75rem',
    avatar: '3.5rem',
    avatarLarge: '7rem',
    contentMax: '76rem',
    proseMax: '46rem',
    dialogMax: '32rem',
    dialogWide: '56rem',
    headerHeight: '4.5rem',
    hairline: '1px',
    focusRing: '3px',
    /** Gap between a focused element and its focus ring (`outline-offset`). */
    focusRingOffset: '2px',
    /** How far a card rises on hover (`translateY` upwards). */
    lift: '2px',
    /** How far a button rises on hover. */
    liftSmall: '1px',
    /** Widest a chat bubble (the floating chat button's tooltip) grows. */
    bubbleMax: '16rem',
    /** Width of one gallery marquee image on phones, tablets and desktops. */
    marqueeItem: '15rem',
    marqueeItemTablet: '18rem',
    marqueeItemDesktop: '20rem',
    /** Tallest an open select list grows before it scrolls. */
    listMax: '18rem',
    /**
     * Room kept free at the bottom of the viewport when focus scrolls a page or a dialog
     * (`scroll-padding-bottom`): a toast (bottom-end, with its offset) or the floating chat button
     * is there, and must not cover the focused control (WCAG 2.2 2.4.11).
     */
    toastRoom: '8rem',
  },
  radius: { sm: '0.375rem', md: '0.625rem', lg: '1rem', xl: '1.5rem', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 8px 24px rgba(0, 0, 0, 0.45)',
    lg: '0 24px 64px rgba(0, 0, 0, 0.6)',
    glow: '0 0 0 1px rgba(255, 210, 63, 0.35), 0 12px 40px rgba(255, 210, 63, 0.18)',
  },
  zIndex: {
    base: '0',
    raised: '10',
    header: '40',
    banner: '45',
    floating: '50',
    overlay: '60',
    dialog: '70',
    toast: '80',
  },
  /** `backdrop-filter: blur()` radii: `sm` behind dialogs, `md` under the sticky header. */
  blur: { sm: '4px', md: '12px' },
  breakpoint: { tablet: '768px', desktop: '1024px', wide: '1280px' },
  /** Transition and animation durations; `spin` is one turn of the loading spinner. */
  duration: { fast: '120ms', normal: '220ms', slow: '420ms', spin: '800ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
  },
} as const;

/** Media queries for the breakpoints of the theme (CSS variables cannot be used in `@media`). */
export const media = {
  tablet: `screen and (min-width: ${tokens.breakpoint.tablet})`,
  desktop: `screen and (min-width: ${tokens.breakpoint.desktop})`,
  wide: `screen and (min-width: ${tokens.breakpoint.wide})`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  hover: '(hover: hover) and (pointer: fine)',
  /** The browser runs no script (JavaScript off): see `internal/scripting.ts`. */
  noScript: '(scripting: none)',
} as const;
