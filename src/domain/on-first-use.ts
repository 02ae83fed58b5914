/**
 * A value built on its first use and kept. Intl formatters are built this way: constructing one loads the browser's
 * locale data (tens of milliseconds on a slow phone), which would otherwise block every page while its modules load.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
