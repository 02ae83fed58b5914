import type { AxiosRequestConfig } from 'axios';
import { ApiError, TRANSPORT_MESSAGES } from './api-error';
import type { HttpClient } from './http-client';

export { ApiError, TRANSPORT_MESSAGES };

// One import for the whole app; the first call (or the browser's idle time right after hydration, below) loads it.
let httpClientLoad: Promise<HttpClient> | null = null;
function loadHttpClient(): Promise<HttpClient> {
  httpClientLoad ??= import('./http-client').then(
    (module) => module.httpClient,
    () => {
      // Offline when the chunk was wanted: the call fails like any unreachable server, and the next call tries again.
      httpClientLoad = null;
      throw new ApiError(0, TRANSPORT_MESSAGES.network);
    },
  );
  return httpClientLoad;
}
// Start fetching the client as soon as the app runs in a browser: the page renders without it, and the first call
// does not wait for a chunk it could have had already.
if (typeof window !== 'undefined') void loadHttpClient();

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
