import { createdResponseSchema } from '@site/contracts/api';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, replyTo, server } from '../test/server';
import { apiRequest, apiSend } from './api-client';
import { ApiError, isApiError } from './api-error';

describe('the API client', () => {
  it('sends JSON and reads the answer with the given schema', async () => {
    const requests = replyTo('POST', '/api/contact', { status: 201, body: { success: true, id: 'x1' } });
    await expect(apiRequest('/api/contact', createdResponseSchema, { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      success: true,
      id: 'x1',
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { a: 1 },
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
  });

  it('throws ApiError with the contracts’ error envelope and its field issues', async () => {
    replyTo('POST', '/api/contact', {
      status: 400,
      body: { success: false, error: 'validation', issues: [{ path: 'email', message: 'Bad' }] },
    });
    const err = await apiSend('/api/contact', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(isApiError(err, 400)).toBe(true);
    expect((err as ApiError).envelope?.error).toBe('validation');
    expect((err as ApiError).issues).toEqual([{ path: 'email', message: 'Bad' }]);
  });

  it('an error answer that is not the envelope (a proxy page, a crash) has none, and no issues', async () => {
    server.use(http.get('/api/leads/summary', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const err = await apiSend('/api/leads/summary').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(502);
    expect((err as ApiError).envelope).toBeUndefined();
    expect((err as ApiError).issues).toEqual([]);
  });

  it('an OK answer that does not match the schema is refused', async () => {
    replyTo('GET', '/api/leads/summary', { status: 200, body: { success: true } });
    await expect(apiRequest('/api/leads/summary', createdResponseSchema)).rejects.toThrow();
  });
});
