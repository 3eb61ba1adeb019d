import { expect } from 'vitest';

/** A refusal as the API promises it: a 4xx status and a JSON body `{ success: false, message }` (plus `errors` on a 400). */
export function expectCleanRefusal(response: { statusCode: number; body: string; headers: Record<string, unknown> }): void {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(String(response.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, message: expect.any(String) });
  expect(Object.keys(body).filter((key) => key !== 'errors').sort()).toEqual(['message', 'success']);
}
