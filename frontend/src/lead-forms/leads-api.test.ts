import { describe, expect, it, vi } from 'vitest';
import { postLead } from './leads-api';

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

describe('postLead', () => {
  it('when the answer is 201 with success and id, then it resolves ok with the id', async () => {
    const fetchImpl = vi.fn(async () => reply(201, { success: true, id: 'x1' }));
    await expect(postLead('/api/contact', { a: 1 }, 'key-12345678', fetchImpl)).resolves.toEqual({ ok: true, id: 'x1' });
    const init = fetchImpl.mock.calls[0]! as unknown as [string, RequestInit];
    expect(init[1].credentials).toBe('include');
    expect(new Headers(init[1].headers).get('Idempotency-Key')).toBe('key-12345678');
  });

  it('when the network fails or the server errs, then it retries with the same key and body', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi
      .fn<(url: string, init: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(reply(503, { success: false, error: 'unavailable' }))
      .mockResolvedValueOnce(reply(201, { success: true, id: 'x2' }));
    const result = postLead('/api/consultations', { b: 2 }, 'key-abcdefgh', fetchImpl as unknown as typeof fetch);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ ok: true, id: 'x2' });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    const keys = fetchImpl.mock.calls.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(new Set(keys)).toEqual(new Set(['key-abcdefgh']));
    expect(new Set(fetchImpl.mock.calls.map(([, init]) => init.body))).toEqual(new Set([JSON.stringify({ b: 2 })]));
    vi.useRealTimers();
  });

  it('when rate limited with a short Retry-After, then it waits that long and retries', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(reply(429, { success: false, error: 'rate_limited' }, { 'retry-after': '2' }))
      .mockResolvedValueOnce(reply(201, { success: true, id: 'x3' }));
    const result = postLead('/api/contact', {}, 'key-rate-limit', fetchImpl);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true, id: 'x3' });
    vi.useRealTimers();
  });

  it('when the answer is success false, then it returns the field issues', async () => {
    const fetchImpl = vi.fn(async () =>
      reply(400, { success: false, error: 'validation', issues: [{ path: 'email', message: 'Bad' }, { nope: 1 }] }),
    );
    await expect(postLead('/api/contact', {}, 'key-validation', fetchImpl)).resolves.toEqual({
      ok: false,
      issues: [{ path: 'email', message: 'Bad' }],
    });
  });

  it('when the answer cannot be read, then it throws', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>', { status: 200 }));
    await expect(postLead('/api/contact', {}, 'key-unreadable', fetchImpl)).rejects.toThrow();
  });
});
