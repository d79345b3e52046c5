import { expect } from 'vitest';
import type { Answer, Client } from './test-app';

/**
 * Stock counts over HTTP (issue 35) for tests: make a count, start it, post it. Each expects
 * success and answers what the next step needs; a test of a refusal calls the route itself.
 */

/** POST /api/inventory/stock-counts → the new count's id. */
export async function createCount(client: Client, body: Record<string, unknown>): Promise<number> {
  const answer = await client.post('/api/inventory/stock-counts', { name: 'Count', ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as number;
}

/** PUT /api/inventory/stock-counts/{id}/start → the started count. */
export async function startCount(client: Client, id: number): Promise<Answer['body']> {
  const answer = await client.put(`/api/inventory/stock-counts/${id}/start`, {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** POST /api/inventory/stock-counts/{id}/post → the answer's data (the count and its StockCountPostResult). */
export async function postCount(client: Client, id: number, zeroUncounted = false): Promise<Answer['body']> {
  const answer = await client.post(`/api/inventory/stock-counts/${id}/post`, { zeroUncounted });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}
