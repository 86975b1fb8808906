import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const footer = style({
  background: vars.color.surface,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  paddingTop: vars.space['12'],
  color: vars.color.textMuted,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['10'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.4fr 1fr 1.4fr 1fr' },
  },
});

export const column = style({ display: 'grid', alignContent: 'start', gap: vars.space['4'] });

export const heading = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

export const socialList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
});

export const socialIconOnly = style({ paddingInline: 0, fontSize: vars.fontSize.lg });

export const bottom = style({
  marginTop: vars.space['12'],
  paddingBlock: vars.space['6'],
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
  textAlign: 'center',
});

/** The privacy notice disclosure under the copyright line. */
export const notice = style({ marginTop: vars.space['3'] });

/** The disclosure's name, with the platform's triangle, a full touch target high, centred. */
export const noticeSummary = style({
  display: 'list-item',
  listStylePosition: 'inside',
  width: 'fit-content',
  marginInline: 'auto',
  minHeight: vars.size.touch,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['2'],
  boxSizing: 'border-box',
  color: vars.color.textMuted,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.accent } },
});

/** The notice's text: left-aligned, at a reading measure, its own headings and lists spaced. */
export const noticeBody = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: '68ch',
  marginInline: 'auto',
  paddingBlock: vars.space['4'],
  textAlign: 'start',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${noticeBody} h3`, { margin: `${vars.space['2']} 0 0`, color: vars.color.text, fontSize: vars.fontSize.md });
globalStyle(`${noticeBody} p, ${noticeBody} ul`, { margin: 0 });
globalStyle(`${noticeBody} ul`, { paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });
