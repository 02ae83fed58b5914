import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * The OpenAPI document is a committed snapshot (docs/openapi.json): other clients are built against it, so a change to
 * the API's paths, fields or answers must be made on purpose. Update it with `npm run openapi:update` and commit the
 * new document in a commit of its own.
 */
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => context?.close());

describe('the OpenAPI document', () => {
  it('is byte for byte the committed snapshot', async () => {
    const document = `${JSON.stringify(context.app.swagger(), null, 2)}\n`;
    await expect(document).toMatchFileSnapshot('../../docs/openapi.json');
  });
});
