import type { SyncStatus } from '@site/contracts/options';
import type { LeadKind } from '@site/contracts/records';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useRequeue } from '../api/leads';

export interface SyncInfo {
  id: string;
  syncStatus: SyncStatus;
  syncError: string | null;
  odooLeadId: number | null;
  odooEventId?: number | null;
}

/** The Odoo sync state of a record: pending, synced with its ids, or failed with the reason and a re-queue button. */
export function SyncCell({ kind, record }: { kind: LeadKind; record: SyncInfo }) {
  const requeue = useRequeue();
  if (record.syncStatus === 'synced') {
    return (
      <div className="space-y-1" data-sync="synced">
        <Badge tone="green">Synced</Badge>
        <div className="text-xs text-slate-700">
          Lead #{record.odooLeadId ?? 'N/A'}
          {kind === 'consultation' ? <> · Event #{record.odooEventId ?? 'N/A'}</> : null}
        </div>
      </div>
    );
  }
  if (record.syncStatus === 'failed') {
    return (
      <div className="space-y-1" data-sync="failed">
        <Badge tone="red">Failed</Badge>
        {record.syncError ? <p className="max-w-56 text-xs text-red-800">{record.syncError}</p> : null}
        <Button
          size="sm"
          variant="outline"
          disabled={requeue.isPending}
          onClick={() => requeue.mutate({ kind, id: record.id })}
          aria-label={`Re-queue sync of ${kind} ${record.id}`}
        >
          {requeue.isPending ? 'Re-queuing...' : 'Re-queue'}
        </Button>
        {requeue.isError ? <p className="text-xs text-red-800">Re-queue failed. Try again.</p> : null}
      </div>
    );
  }
  return (
    <div className="space-y-1" data-sync="pending">
      <Badge tone="yellow">Pending</Badge>
      {record.syncError ? <p className="max-w-56 text-xs text-slate-600">Retrying: {record.syncError}</p> : null}
    </div>
  );
}
