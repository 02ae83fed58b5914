import type { FieldValues, Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { ObjectSchema } from 'yup';

/**
 * A react-hook-form resolver whose yup schema lives in its own module, fetched in the background as soon as the
 * resolver is made (the form's module runs, or the form mounts). yup weighs ~12 kB gzip: the form renders and takes
 * input without it; a validation that comes before the schema has arrived waits for it.
 */
export function lazyYupResolver<TValues extends FieldValues>(loadSchema: () => Promise<ObjectSchema<TValues>>): Resolver<TValues> {
  let resolver: Promise<Resolver<TValues>> | null = null;
  const load = () => {
    resolver ??= loadSchema().then(
      (schema) => yupResolver(schema) as unknown as Resolver<TValues>,
      (error: unknown) => {
        resolver = null; // offline when it was wanted: the next validation tries again
        throw error;
      },
    );
    return resolver;
  };
  if (typeof window !== 'undefined') void load().catch(() => undefined);
  return async (values, context, options) => (await load())(values, context, options);
}
