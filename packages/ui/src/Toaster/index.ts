export { Toaster } from './Toaster';
export {
  showToast,
  toaster,
  toastVariants,
  type ShowToastOptions,
  type ToastVariant,
} from './toastStore';
