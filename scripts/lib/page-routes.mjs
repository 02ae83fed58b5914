// The routes of the page files under src/pages, as Next serves them: read by next.config.js (the pages the menus, the
// services page, the palette and the settings hub may link to), by the unit tests and by the page crawler.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const PAGES_DIR = path.resolve(import.meta.dirname, '../../src/pages');
/** Next's pageExtensions default. */
const PAGE_FILE = /\.(tsx|ts|jsx|js)$/;

/**
 * The route of a file under src/pages, or null when Next serves no page from it: API routes (`api/`), Next's own
 * special files (a name starting with `_`: _app, _document, _error, _middleware…) and non-page files (tests, type
 * declarations, anything without a page extension).
 */
export function routeOf(file) {
  const parts = file.split(path.sep);
  if (parts[0] === 'api' || parts.some((part) => part.startsWith('_'))) return null;
  if (!PAGE_FILE.test(file) || /\.(test|spec|d)\.[jt]sx?$/.test(file)) return null;
  const route = `/${parts.join('/').replace(PAGE_FILE, '')}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/** Every page route of src/pages, sorted. */
export function pageRoutes(directory = PAGES_DIR) {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map(routeOf)
    .filter((route) => route !== null)
    .sort();
}
