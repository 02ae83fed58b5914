// An idle period this long means nothing else is queued: not a gap between two slices of React rendering the page.
const QUIET_MS = 40;

/**
 * Runs `task` once the page has loaded and the browser has a quiet moment: for what no first paint needs (background
 * chunks, the socket). Fetched earlier, they compete with the page's own scripts for a phone's bandwidth and CPU.
 * `timeout` bounds the wait on a page that is never idle. Returns a function that cancels a task not yet run.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  let cancelIdle: (() => void) | null = null;
  const startedAt = performance.now();
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const onIdle = (deadline: IdleDeadline) => {
        if (deadline.didTimeout || deadline.timeRemaining() >= QUIET_MS) task();
        else request(Math.max(1, timeout - (performance.now() - startedAt)));
      };
      const request = (wait: number) => {
        const handle = window.requestIdleCallback(onIdle, { timeout: wait });
        cancelIdle = () => window.cancelIdleCallback(handle);
      };
      request(timeout);
    } else {
      // Browsers without requestIdleCallback (Safari): right after the load event's task.
      const handle = window.setTimeout(task, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}

// A hidden tab paints no frames: past this, the promise below resolves anyway.
const PAINT_WAIT_LIMIT_MS = 100;

/** Resolves once the browser has painted what is already rendered (about one frame), or after 100 ms at most. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const limit = window.setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    // A task queued from inside requestAnimationFrame runs after that frame's paint.
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}

/** Resolves in a task of its own, so that the work before and after it are two short tasks rather than one long one. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}
