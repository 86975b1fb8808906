import { installFakeClock } from '../testing/fakeClock';

/**
 * Stories/tests only: waits for real animation frames (default 2). Under a fake clock React
 * still renders timer-driven updates in a real task, so play functions await this after
 * advancing the clock, before reading the DOM.
 * @param count - how many frames to wait.
 */
export async function nextFrames(count = 2): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }
}

/**
 * Stories/tests only: {@link installFakeClock} plus `tick(ms)`, which advances the fake clock
 * and then waits for React to render what the timers changed. Always `uninstall()` in `finally`.
 * Under the fake clock use synchronous queries (`getBy…`), not `findBy…`/`waitFor`.
 * @param now - the wall-clock time to start from (default: the real current time).
 */
export function installStoryClock(now?: Date | number) {
  const clock = installFakeClock(now);
  return {
    clock,
    tick: async (ms: number) => {
      await clock.tickAsync(ms);
      await nextFrames();
    },
    uninstall: () => clock.uninstall(),
  };
}
