// Test helpers: render with the toast viewport mounted, and a fetch double that records requests.
import { render, type RenderResult } from '@testing-library/react';
import ToastViewport from '../components/toasts/toast-viewport';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export function renderWithToasts(ui: ReactElement): RenderResult {
  return render(
    <>
      {ui}
      <ToastViewport />
    </>,
  );
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> } | Error;

/** Replaces fetch: answers with `replies` in order (the last one repeats) and records every request. */
export function mockFetch(...replies: Reply[]) {
  const requests: RecordedRequest[] = [];
  let i = 0;
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries([...new Headers(init?.headers).entries()].map(([k, v]) => [k.toLowerCase(), v]));
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
    });
    const reply = replies[Math.min(i++, replies.length - 1)]!;
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, requests };
}

export const created = (id = 'lead-1') => ({ status: 201, body: { success: true, id } });
