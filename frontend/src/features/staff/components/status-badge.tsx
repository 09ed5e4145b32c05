import { consultationStatusColours, leadStatusColours } from '@site/contracts/options';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** A status in the spec's colours; 'Unknown' when missing; a plain badge for a value outside the lists. */
export function StatusBadge({ status, kind }: { status: string | null | undefined; kind: 'contact' | 'consultation' }) {
  if (!status) return <Badge tone="gray">Unknown</Badge>;
  const palette: Record<string, string> = kind === 'contact' ? leadStatusColours : consultationStatusColours;
  const tone = palette[status] as BadgeTone | undefined;
  return tone ? (
    <Badge tone={tone} data-status={status}>
      {status}
    </Badge>
  ) : (
    <Badge tone="gray" className="border border-slate-300 bg-white" data-status={status}>
      {status}
    </Badge>
  );
}
