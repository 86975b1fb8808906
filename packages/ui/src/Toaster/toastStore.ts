import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT } from '../facts';
import { vars } from '../theme/contract.css';

/** The looks of a toast; `destructive` (errors, validation) is red. */
export const toastVariants = ['default', 'destructive', 'success'] as const;
/** One of {@link toastVariants}. */
export type ToastVariant = (typeof toastVariants)[number];

/**
 * The one toaster of the app (Ark UI `createToaster`): bottom-end, {@link TOAST_LIMIT} toast,
 * {@link TOAST_DURATION_MS} ms, hotkey {@link TOAST_HOTKEY}. Render it once with `<Toaster />`
 * and create toasts with {@link showToast}. @see docs/requirements.md §4, §9
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  overlap: false,
  hotkey: [TOAST_HOTKEY],
  pauseOnPageIdle: true,
  offsets: vars.space['4'],
});

const typeOfVariant: Record<ToastVariant, 'info' | 'error' | 'success'> = {
  default: 'info',
  destructive: 'error',
  success: 'success',
};

/** What {@link showToast} takes. */
export interface ShowToastOptions {
  /** Bold first line, e.g. `'Missing Fields'`. */
  title: string;
  /** Second line, e.g. `'Please fill in all fields to book a call.'`. */
  description?: string;
  /** Look; `destructive` is red. Default `default`. */
  variant?: ToastVariant;
  /** Time before it dismisses itself, in ms. Default {@link TOAST_DURATION_MS}. */
  durationMs?: number;
}

type ToastOptions = Parameters<typeof toaster.create>[0];

/** How many `<Toaster />`s are mounted, and the toast shown while none was (it waits for one). */
let mountedToasters = 0;
let waiting: ToastOptions | undefined;
let nextId = 0;

/**
 * Called by `<Toaster />` once mounted (Ark's region then listens to the store): shows the toast
 * that was asked for before any toaster was there, e.g. the validation toast of a submit made
 * before the app started and replayed while the page hydrates (see `KeptTaps`).
 * @returns the function to call on unmount.
 */
export function registerToaster(): () => void {
  mountedToasters += 1;
  if (waiting) {
    const options = waiting;
    waiting = undefined;
    // In a task of its own: Ark's region starts listening to the store in a microtask after it
    // mounts (zag starts a machine's effects so), which a synchronous commit's effects precede.
    // A message, not a timer, so a paused test clock does not hold the toast back.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      toaster.remove();
      toaster.create(options);
    };
    channel.port2.postMessage(null);
  }
  return () => {
    mountedToasters -= 1;
  };
}

/**
 * Shows a toast in the `<Toaster />`, replacing any toast already shown (limit 1: Ark's `max`
 * would queue the new one instead, so the current one is removed first). Asked for before a
 * `<Toaster />` has mounted, it shows (alone) as soon as one has.
 * Toasts pause while hovered or focused and dismiss themselves after `durationMs`.
 * @returns the new toast's id (pass it to `toaster.dismiss(id)` to close it early).
 * @see docs/requirements.md §4, §9
 */
export function showToast({
  title,
  description,
  variant = 'default',
  durationMs = TOAST_DURATION_MS,
}: ShowToastOptions): string {
  nextId += 1;
  const options: ToastOptions = {
    id: `toast-${nextId}`,
    title,
    description,
    type: typeOfVariant[variant],
    duration: durationMs,
  };
  if (mountedToasters === 0) {
    waiting = options;
    return options.id!;
  }
  toaster.remove();
  return toaster.create(options);
}
