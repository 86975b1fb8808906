import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/* Styles of the Foundations pages (Storybook only). They read the theme like any component. */

export const page = style({
  display: 'grid',
  gap: vars.space['8'],
  maxWidth: vars.size.contentMax,
  color: vars.color.text,
});

export const intro = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: vars.size.proseMax,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const title = style({ fontSize: vars.fontSize['3xl'], color: vars.color.text });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space['4'] });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** A responsive grid of token cards. */
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const tokenName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

/** The colour chip: the token's value over the page background, outlined so dark chips show. */
export const swatch = style({
  height: vars.space['16'],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({ textAlign: 'start', color: vars.color.textMuted, paddingBottom: vars.space['1'] });

export const cell = style({
  padding: `${vars.space['1']} ${vars.space['2']} ${vars.space['1']} 0`,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});

export const headCell = style([cell, { color: vars.color.textMuted, borderTop: 'none', whiteSpace: 'normal' }]);

/** The threshold under a column heading ("4.5:1"). */
export const threshold = style({ display: 'block', fontSize: vars.fontSize.xs });

/** Pass / fail badges: words first, colour second. */
export const verdict = styleVariants({
  pass: { color: vars.color.success, fontWeight: vars.fontWeight.bold },
  fail: { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A row of the type scale, spacing or motion lists: label column, then the sample. */
export const row = style({
  display: 'grid',
  gap: vars.space['2'],
  alignItems: 'center',
  padding: `${vars.space['4']} 0`,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  '@media': { [media.tablet]: { gridTemplateColumns: '14rem minmax(0, 1fr)', gap: vars.space['6'] } },
});

export const rowList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const label = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const sample = style({ minWidth: 0, overflowWrap: 'anywhere', color: vars.color.text });

/** A spacing bar: as wide as the token. */
export const bar = style({
  height: vars.space['4'],
  background: vars.color.accent,
  borderRadius: vars.radius.sm,
});

/** A radius or shadow specimen. */
export const specimen = style({
  width: vars.space['24'],
  height: vars.space['24'],
  background: vars.color.surfaceRaised,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
});

export const shadowStage = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['8'],
  background: vars.color.background,
  borderRadius: vars.radius.md,
});

/** Motion demo: a track with a dot that travels its length. */
export const track = style({
  position: 'relative',
  height: vars.space['6'],
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.full,
});

export const dot = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: vars.space['6'],
  height: vars.space['6'],
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transitionProperty: 'inset-inline-start',
  selectors: { '&[data-at=end]': { insetInlineStart: `calc(100% - ${vars.space['6']})` } },
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['4'] });

/** Composition page: the classes a consumer adds to a component's root. */
export const consumerCard = style({ maxWidth: '22rem' });
export const consumerDialog = style({ outline: `2px dashed ${vars.color.accent}`, outlineOffset: vars.space['1'] });
/** Composition page: a code sample, wrapped at the page's width. */
export const codeBlock = style([code, { whiteSpace: 'pre-wrap', margin: 0 }]);
/** Composition page: the consumer's element around each component, to show there is no wrapper between. */
export const slot = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });
