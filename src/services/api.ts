import type { AxiosRequestConfig } from 'axios';
import { ApiError, TRANSPORT_MESSAGES } from './api-error';
import type { HttpClient } from './http-client';
import { afterNextPaint, whenIdle, yieldToBrowser } from './page-timing';

export { ApiError, TRANSPORT_MESSAGES };

// One import for the whole app; the first call (or the browser's first quiet moment, below) loads it. The first calls
// come from the effects of a page's first render: the import waits for that render to be painted, so the page is on
// screen before the client's chunk competes with it for the network and the CPU. Running axios' module code and sending
// the first requests are then two tasks, each short enough not to hold up a phone.
let httpClientLoad: Promise<HttpClient> | null = null;
function loadHttpClient(): Promise<HttpClient> {
  httpClientLoad ??= afterNextPaint()
    .then(() => import('./http-client'))
    .then(
      async (module) => {
        await yieldToBrowser();
        return module.httpClient;
      },
      () => {
        // Offline when the chunk was wanted: the call fails like any unreachable server, and the next call tries again.
        httpClientLoad = null;
        throw new ApiError(0, TRANSPORT_MESSAGES.network);
      },
    );
  return httpClientLoad;
}
// Fetched in the background once the page has loaded, so that a later first call does not wait for it; a page that
// calls the API sooner fetches it then.
if (typeof window !== 'undefined') whenIdle(() => void loadHttpClient());

/** The one HTTP client of the web: typed calls that resolve with the answer's body, or reject with an ApiError. */
export const api = {
  async get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await loadHttpClient()).get<T>(url, config);
  },
  async post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await loadHttpClient()).post<T>(url, body, config);
  },
  async put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await loadHttpClient()).put<T>(url, body, config);
  },
  async delete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await loadHttpClient()).delete<T>(url, config);
  },
};
