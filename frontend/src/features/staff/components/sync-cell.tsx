import { REQUEUE_PENDING_AFTER_MS } from '@site/contracts/jobs';
import type { SyncStatus } from '@site/contracts/options';
import type { LeadKind } from '@site/contracts/records';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useRequeue } from '../api/requeue-record';

export interface SyncInfo {
  id: string;
  syncStatus: SyncStatus;
  syncError: string | null;
  odooLeadId: number | null;
  odooEventId?: number | null;
  updatedAt: string;
}

function RequeueButton({ kind, id }: { kind: LeadKind; id: string }) {
  const requeue = useRequeue();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={requeue.isPending}
        onClick={() => requeue.mutate({ kind, id })}
        aria-label={`Re-queue sync of ${kind} ${id}`}
      >
        {requeue.isPending ? 'Re-queuing...' : 'Re-queue'}
      </Button>
      {requeue.isError ? <p className="text-xs text-red-800">Re-queue failed. Try again.</p> : null}
    </>
  );
}

/**
 * The Odoo sync state of a record: synced with its ids; failed with the reason and a re-queue button;
 * pending, with a re-queue button too once it has waited longer than a sync should take.
 */
export function SyncCell({ kind, record }: { kind: LeadKind; record: SyncInfo }) {
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
        <RequeueButton kind={kind} id={record.id} />
      </div>
    );
  }
  return (
    <div className="space-y-1" data-sync="pending">
      <Badge tone="yellow">Pending</Badge>
      {record.syncError ? <p className="max-w-56 text-xs text-slate-600">Retrying: {record.syncError}</p> : null}
      {Date.now() - Date.parse(record.updatedAt) > REQUEUE_PENDING_AFTER_MS ? <RequeueButton kind={kind} id={record.id} /> : null}
    </div>
  );
}
