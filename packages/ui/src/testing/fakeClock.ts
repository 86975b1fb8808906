import FakeTimers from '@sinonjs/fake-timers';

/** The clock `installFakeClock` returns (`tickAsync(ms)`, `uninstall()`...). */
export type InstalledClock = ReturnType<ReturnType<typeof FakeTimers.withGlobal>['install']>;

/**
 * Installs a fake clock for stories' play functions, so timed behaviour (rotations every
 * 5000 ms, tooltips after 3000 ms, auto-closing dialogs) is tested without sleeping.
 *
 * Install it before the component mounts (use Storybook's `mount` in `play`), advance it with
 * `await clock.tickAsync(ms)`, and always `clock.uninstall()` in a `finally`.
 * Only timers and `Date` are faked; `requestAnimationFrame` stays real so Ark UI's presence
 * animations still complete.
 *
 * @param now - the wall-clock time to start from (default: the real current time).
 * @returns the installed clock (`tickAsync(ms)`, `uninstall()`).
 * @example
 * play: async ({ mount }) => {
 *   const clock = installFakeClock();
 *   try { const canvas = await mount(); await clock.tickAsync(5000); ... } finally { clock.uninstall(); }
 * }
 */
export function installFakeClock(now?: Date | number): InstalledClock {
  return FakeTimers.withGlobal(globalThis).install({
    now: now ?? Date.now(),
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}
