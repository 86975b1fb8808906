/**
 * Runs `callback` in a task of its own, as soon as the browser has finished the current one
 * (a `MessageChannel` message: not delayed like a 0 ms timer, and not frozen by tests that
 * pause the page's clock). Used to move work out of the task in which React attaches to the
 * prerendered page (no long task while hydrating).
 * @param callback - the work to run.
 * @returns a function that cancels the call if it has not run yet.
 */
export function runInNextTask(callback: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}
