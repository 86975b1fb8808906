export { Toaster } from './Toaster';
export {
  showToast,
  toaster,
  toastVariants,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  type ShowToastOptions,
  type ToastVariant,
} from './toastStore';
