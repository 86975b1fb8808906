export {
  FloatingChatButton,
  DEFAULT_TOOLTIP_TEXT,
  type FloatingChatButtonProps,
} from './FloatingChatButton';
