import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditActionValues, type AuditEntry } from '@site/contracts/privacy';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { fakeApi, json } from '../../../test/server';
import { auditActionLabels } from '../lib/privacy-labels';

/** 120 entries, seq 1..120, newest (120) first, each action in turn. */
const log: AuditEntry[] = Array.from({ length: 120 }, (_, i) => {
  const seq = 120 - i;
  return {
    seq,
    at: new Date(Date.UTC(2025, 7, 14, 9, 0, seq)).toISOString(),
    actor: seq % 2 ? 'staff' : 'system',
    action: auditActionValues[seq % auditActionValues.length]!,
    target: seq === 120 ? 'consultation:k1' : null,
    detail: seq === 120 ? 'fields: phone' : null,
    ip: seq === 120 ? '203.0.113.9' : null,
  };
});

function stubApi() {
  localStorage.setItem('site.staff-signed-in', '1');
  const calls = fakeApi(({ url }) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/auth/me') return json(200, { success: true, user: { id: 'u1', username: 'staff', canOperateQueues: false } });
    if (u.pathname === '/api/admin/audit') {
      const limit = Number(u.searchParams.get('limit'));
      const before = Number(u.searchParams.get('before') ?? Infinity);
      const items = log.filter((e) => e.seq < before).slice(0, limit);
      const more = log.some((e) => e.seq < items.at(-1)!.seq);
      return json(200, { items, nextBefore: more ? items.at(-1)!.seq : null });
    }
    return json(404, {});
  });
  return calls;
}

describe('/admin/audit', () => {
  it('every audit action has a readable label', () => {
    for (const a of auditActionValues) expect(auditActionLabels[a]).toMatch(/^[A-Z][a-z' -]+$/);
  });

  it('shows the newest entries in Lagos time with readable actions, loads older ones with before, and links the CSV export', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderRoute('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBe(50));
    expect(calls.map((c) => c.url).filter((c) => c.startsWith('/api/admin/audit'))).toEqual(['/api/admin/audit?limit=50']);
    const first = table.querySelector('[data-seq="120"]') as HTMLElement;
    const cells = [...first.querySelectorAll('td')].map((td) => td.textContent);
    // 09:02:00 UTC is 10:02:00 in Lagos.
    expect(cells).toEqual([
      '14 Aug 2025, 10:02:00',
      'system',
      auditActionLabels[auditActionValues[120 % auditActionValues.length]!],
      'consultation:k1',
      'fields: phone',
      '203.0.113.9',
    ]);
    expect(within(first).getByText('14 Aug 2025, 10:02:00').getAttribute('datetime')).toBe('2025-08-14T09:02:00.000Z');
    expect(screen.getByText('50 entries shown; older ones follow.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBe(100));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBe(120));
    expect(calls.map((c) => c.url).filter((c) => c.startsWith('/api/admin/audit'))).toEqual([
      '/api/admin/audit?limit=50',
      '/api/admin/audit?limit=50&before=71',
      '/api/admin/audit?limit=50&before=21',
    ]);
    expect([...table.querySelectorAll('tbody tr')].map((r) => Number(r.getAttribute('data-seq')))).toEqual(log.map((e) => e.seq));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('120 entries shown.')).toBeTruthy();

    const exportLink = screen.getByRole('link', { name: /Export CSV/ });
    expect(exportLink.getAttribute('href')).toBe('/api/admin/audit/export.csv');
    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'People' }).getAttribute('aria-current')).toBeNull();
  });

  it('without a session it shows the sign-in form, which returns to the audit log', async () => {
    const calls = fakeApi(() => json(401, { success: false, error: 'unauthorized' }));
    const { router } = renderRoute('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Staff Sign In' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Staff pages' })).toBeNull();
    expect(router.state.location.href).toBe('/admin/sign-in?redirect=%2Fadmin%2Faudit');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth/me']);
  });
});
