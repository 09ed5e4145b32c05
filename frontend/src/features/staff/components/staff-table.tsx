// The staff pages' small tables (a person's records, the audit log, the mail sent): a named,
// keyboard-scrollable box, a caption, one header row, and a row saying so when there is nothing to show.
// The lead lists, which can hold tens of thousands of rows, use VirtualTable instead.
import type { ReactNode } from 'react';
import { ScrollBox } from './scroll-box';

export interface StaffTableProps {
  /** The scrolling region's name. */
  label: string;
  caption: ReactNode;
  /** A visible caption above the table; otherwise it is for screen readers only. */
  showCaption?: boolean;
  headers: readonly string[];
  /** Shown in a single row when `isEmpty`. */
  emptyText: string;
  isEmpty: boolean;
  /** Marks the table for tests and styles, e.g. which kind of record it lists. */
  dataKind?: string;
  children: ReactNode;
}

export function StaffTable({ label, caption, showCaption = false, headers, emptyText, isEmpty, dataKind, children }: StaffTableProps) {
  return (
    <ScrollBox label={label} className="rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm" data-kind={dataKind}>
        <caption className={showCaption ? 'px-4 py-3 text-left text-base font-semibold text-slate-900' : 'sr-only'}>{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {isEmpty ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-3 text-slate-700">
                {emptyText}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </ScrollBox>
  );
}
