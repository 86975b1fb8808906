export {
  FloatingChatButton,
  DEFAULT_TOOLTIP_TEXT,
  TOOLTIP_DELAY_MS,
  TOOLTIP_VISIBLE_MS,
  type FloatingChatButtonProps,
} from './FloatingChatButton';
