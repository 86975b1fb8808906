import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const requiredMark = style({
  color: vars.color.accent,
  marginInlineStart: vars.space['1'],
});

const control = style({
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:hover': { borderColor: vars.color.textSubtle },
    '&:focus-visible': { borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const input = style([control]);

export const textarea = style([control, { resize: 'vertical', minHeight: '8em' }]);

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-placeholder-shown]': { color: vars.color.textMuted },
    },
  },
]);

export const indicator = style({
  display: 'inline-flex',
  flexShrink: 0,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { '&[data-state=open]': { transform: 'rotate(180deg)' } },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

export const positioner = style({ zIndex: vars.zIndex.overlay });

export const content = style({
  display: 'grid',
  maxHeight: `min(${vars.size.listMax}, var(--available-height, ${vars.size.listMax}))`,
  overflowY: 'auto',
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceOverlay,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSoft, outline: `${vars.size.hairline} solid ${vars.color.accent}` },
    '&[data-state=checked]': { fontWeight: vars.fontWeight.bold },
  },
});

/** An option's detail: wraps as one piece onto its own line where the line is too short. */
export const detail = style({ display: 'inline-block' });

export const helper = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

/**
 * A select list's scroll button: sticky at its end of the scrolling list, overlaying the
 * options' edge (the negative margin takes back its own height, so the options never move).
 */
export const scrollButton = recipe({
  base: {
    position: 'sticky',
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: vars.size.icon,
    color: vars.color.textMuted,
    background: vars.color.surfaceOverlay,
    cursor: 'default',
  },
  variants: {
    direction: {
      // A sticky box stops at the list's padding: the negative offset takes it to the very edge.
      up: { top: `calc(-1 * ${vars.space['1']})`, marginBottom: `calc(-1 * ${vars.size.icon})` },
      down: { bottom: `calc(-1 * ${vars.space['1']})`, marginTop: `calc(-1 * ${vars.size.icon})` },
    },
  },
});

/** The element around a select's lazily loaded control (`LazyIsland`): a grid item like the control itself. */
export const selectIsland = style({ minWidth: 0 });
