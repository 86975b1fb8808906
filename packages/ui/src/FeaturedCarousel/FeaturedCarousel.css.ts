import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const slide = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.tablet]: { padding: vars.space['6'], gap: vars.space['6'] } },
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { gap: vars.space['4'] } },
});

export const figure = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  minWidth: 0,
});

export const image = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

/** Under the image on phones (the thumbnails are small), over its corner from tablet width. */
export const badge = style({
  justifySelf: 'start',
  '@media': {
    [media.tablet]: {
      position: 'absolute',
      insetBlockStart: vars.space['2'],
      insetInlineStart: vars.space['2'],
    },
  },
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  background: vars.color.background,
  color: vars.color.text,
});

export const afterBadge = style([badge, { background: vars.color.accent, color: vars.color.accentText }]);

export const body = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const category = style({
  justifySelf: 'start',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const title = style({ fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const description = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const stats = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
  overflowWrap: 'anywhere',
});
