import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, formattedApiTypes } from '../scripts/api-types';

describe('the record types the web app is checked against (packages/shared/src/api/records.ts)', () => {
  it('match the resources the server declares today (run `npm run api:types` after changing one)', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed, 'packages/shared/src/api/records.ts is stale: run `npm run api:types`').toBe(await formattedApiTypes());
  });

  it("type a route's answer that adds fields to a resource's record (the terminal's product search)", async () => {
    const types = await formattedApiTypes();
    const answer = /'sales\/pos-products': ApiRecord<'products'> & \{([^}]*)\}/.exec(types)?.[1];
    expect(answer?.replace(/\s+/g, ' ').trim()).toBe(
      "availableAtChannel: number | null; match: 'barcode' | 'sku' | 'skuPrefix' | 'name' | 'similar';",
    );
  });
});
