import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** An offer's text, or its text and the instant it ends (ISO 8601; none: it does not end). */
export type OfferMessage = string | { message: string; endsAt?: string | null };

/** An offer as the banner shows it. */
export interface CurrentOffer {
  message: string;
  endsAt: string | null;
}

/** The longest delay `setTimeout` keeps (2^31 − 1 ms, about 24.8 days); a later end is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The offers of `messages` that have not ended, in their order: all of them in the prerendered
 * HTML and while React hydrates it (so hydration never mismatches), then, once the app runs,
 * those whose end is still ahead; the list changes again at each end. React's idiom for a value
 * read from outside React (`useSyncExternalStore`), the clock here.
 * @returns the current offers; an offer without `endsAt` is always current.
 * @see docs/requirements.md §2.2 (offer banner)
 */
export function useCurrentOffers(messages: ReadonlyArray<OfferMessage>): CurrentOffer[] {
  const offers = useMemo(
    () => messages.map((m): CurrentOffer & { endsAtMs: number } => {
      const { message, endsAt = null } = typeof m === 'string' ? { message: m } : m;
      const endsAtMs = endsAt ? Date.parse(endsAt) : Number.POSITIVE_INFINITY;
      return { message, endsAt: endsAt ?? null, endsAtMs: Number.isNaN(endsAtMs) ? Number.POSITIVE_INFINITY : endsAtMs };
    }),
    [messages],
  );
  // Which offers have ended, as a stable string (`"0,2"`), so the snapshot only changes at an end.
  const ended = useCallback(() => {
    const now = Date.now();
    return offers.flatMap((offer, i) => (offer.endsAtMs <= now ? [i] : [])).join(',');
  }, [offers]);
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        const now = Date.now();
        const next = Math.min(...offers.map((offer) => offer.endsAtMs).filter((end) => end > now));
        if (!Number.isFinite(next)) return;
        timer = setTimeout(() => {
          notify();
          arm();
        }, Math.min(next - now, MAX_TIMER_MS));
      };
      arm();
      return () => clearTimeout(timer);
    },
    [offers],
  );
  const endedNow = useSyncExternalStore(subscribe, ended, () => '');
  return useMemo(() => {
    const gone = new Set(endedNow ? endedNow.split(',').map(Number) : []);
    return offers.filter((_, i) => !gone.has(i)).map(({ message, endsAt }) => ({ message, endsAt }));
  }, [offers, endedNow]);
}
