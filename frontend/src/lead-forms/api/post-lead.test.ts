import { describe, expect, it, vi } from 'vitest';
import { created, http, HttpResponse, replyTo, server } from '../../test/server';
import { postLead } from './post-lead';

describe('postLead', () => {
  it('when the answer is 201 with success and id, then it resolves ok with the id', async () => {
    const requests = replyTo('POST', '/api/contact', created('x1'));
    await expect(postLead('/api/contact', { a: 1 }, 'key-12345678')).resolves.toEqual({ ok: true, id: 'x1' });
    expect(requests[0]!.headers['idempotency-key']).toBe('key-12345678');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('when the network fails or the server errs, then it retries with the same key and body', async () => {
    vi.useFakeTimers();
    const requests = replyTo(
      'POST',
      '/api/consultations',
      'network-error',
      { status: 503, body: { success: false, error: 'unavailable' } },
      created('x2'),
    );
    const result = postLead('/api/consultations', { b: 2 }, 'key-abcdefgh');
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ ok: true, id: 'x2' });
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers['idempotency-key']))).toEqual(new Set(['key-abcdefgh']));
    expect(requests.map((r) => r.body)).toEqual([{ b: 2 }, { b: 2 }, { b: 2 }]);
    vi.useRealTimers();
  });

  it('when rate limited with a short Retry-After, then it waits that long and retries', async () => {
    vi.useFakeTimers();
    const requests = replyTo(
      'POST',
      '/api/contact',
      { status: 429, body: { success: false, error: 'rate_limited' }, headers: { 'retry-after': '2' } },
      created('x3'),
    );
    const result = postLead('/api/contact', {}, 'key-rate-limit');
    await vi.advanceTimersByTimeAsync(1999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true, id: 'x3' });
    vi.useRealTimers();
  });

  it('when the answer is the error envelope, then it returns the field issues and message', async () => {
    replyTo('POST', '/api/contact', {
      status: 400,
      body: { success: false, error: 'validation', message: 'Check the form', issues: [{ path: 'email', message: 'Bad' }] },
    });
    await expect(postLead('/api/contact', {}, 'key-validation')).resolves.toEqual({
      ok: false,
      issues: [{ path: 'email', message: 'Bad' }],
      message: 'Check the form',
      error: 'validation',
    });
  });

  it("when the time was just taken (409 slot_taken), then its message is the time field's", async () => {
    const message = 'That time has just been taken. Please choose another.';
    replyTo('POST', '/api/consultations', { status: 409, body: { success: false, error: 'slot_taken', message } });
    await expect(postLead('/api/consultations', {}, 'key-taken')).resolves.toEqual({
      ok: false,
      issues: [{ path: 'preferredTime', message }],
      message,
      error: 'slot_taken',
    });
  });

  it('when the answer cannot be read (no envelope, or a success without an id), then it throws', async () => {
    server.use(http.post('/api/contact', () => new HttpResponse('<html>', { status: 200 })));
    await expect(postLead('/api/contact', {}, 'key-unreadable')).rejects.toThrow();
    server.use(http.post('/api/contact', () => new HttpResponse('<html>', { status: 400 })));
    await expect(postLead('/api/contact', {}, 'key-unreadable')).rejects.toThrow();
  });
});
