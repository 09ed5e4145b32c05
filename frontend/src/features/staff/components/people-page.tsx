// /admin/people, "People and privacy requests": find every record of a person by e-mail or phone,
// export them (JSON, CSV), correct a field, erase the person everywhere and follow the erasure's report;
// the recent erasures below. The person searched for is kept in the page's state, never in its URL.
import { personQuerySchema, type Erasure, type PersonQuery } from '@site/contracts/privacy';
import type { LeadKind } from '@site/contracts/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/icon';
import { isApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { downloadPersonExport } from '../api/export-person';
import { personQuery, type PersonRecord } from '../api/find-person';
import type { CorrectionTarget } from '../hooks/use-correction-form';
import { CorrectionDialog } from './correction-dialog';
import { EraseDialog } from './erase-dialog';
import { ErasureReport, RecentErasures } from './erasure-report';
import { PersonRecordsTable } from './person-records';

function SearchForm({ onSearch }: { onSearch: (q: PersonQuery) => void }) {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ email?: string; phone?: string }>({});
  const headingId = useId();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const q = { ...(email.trim() ? { email: email.trim() } : {}), ...(phone.trim() ? { phone: phone.trim() } : {}) };
    const checked = personQuerySchema.safeParse(q);
    if (!checked.success) {
      const at = (path: string) => checked.error.issues.find((i) => i.path[0] === path)?.message;
      setErrors({ email: at('email'), phone: at('phone') });
      return;
    }
    setErrors({});
    onSearch(checked.data);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Find a person
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Give an e-mail address or a phone number, not both. A phone number without its country code is read as a Nigerian number.
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
      >
        <TextField
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Phone number"
          name="phone"
          type="tel"
          autoComplete="off"
          value={phone}
          error={errors.phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <Button type="submit" className="md:mt-7">
          <Icon name="search" className="h-4 w-4" /> Find records
        </Button>
      </form>
    </section>
  );
}

function PersonResults({ query, onErased }: { query: PersonQuery; onErased: (erasure: Erasure) => void }) {
  const person = useQuery(personQuery(query));
  const [correcting, setCorrecting] = useState<CorrectionTarget | null>(null);
  const [erasing, setErasing] = useState(false);
  const [exporting, setExporting] = useState<'json' | 'csv' | null>(null);
  const headingId = useId();
  const who = query.email ?? query.phone;

  async function exportAs(format: 'json' | 'csv') {
    setExporting(format);
    try {
      await downloadPersonExport(query, format);
    } catch (err) {
      if (!isApiError(err, 401)) notifyError(['Export failed', 'The file could not be made. Please try again.']);
    } finally {
      setExporting(null);
    }
  }

  const onCorrect = (kind: LeadKind, record: PersonRecord) => setCorrecting({ kind, record });

  return (
    <section aria-labelledby={headingId} className="space-y-4" aria-busy={person.isFetching || undefined}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Records of {who}
      </h2>
      {person.isPending ? (
        <p role="status" className="text-slate-700">
          Looking for records...
        </p>
      ) : person.isError ? (
        <ErrorAlert>{isApiError(person.error, 401) ? 'Your session has ended.' : 'The search failed. Please try again.'}</ErrorAlert>
      ) : (
        <>
          <p role="status" className="text-slate-800">
            {person.data.total === 0
              ? `No records found for ${who}.`
              : `${person.data.total} ${person.data.total === 1 ? 'record' : 'records'} found.`}
          </p>
          {person.data.warnings.map((w) => (
            <p key={w} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900" data-person-warning>
              {w}
            </p>
          ))}
          {person.data.total > 0 ? (
            <>
              <div className="flex flex-wrap gap-3">
                <Button variant="outline" size="sm" disabled={exporting !== null} onClick={() => void exportAs('json')}>
                  <Icon name="download" className="h-4 w-4" /> {exporting === 'json' ? 'Exporting...' : 'Export JSON'}
                </Button>
                <Button variant="outline" size="sm" disabled={exporting !== null} onClick={() => void exportAs('csv')}>
                  <Icon name="download" className="h-4 w-4" /> {exporting === 'csv' ? 'Exporting...' : 'Export CSV'}
                </Button>
                <Button variant="danger" size="sm" onClick={() => setErasing(true)}>
                  Erase this person
                </Button>
              </div>
              <PersonRecordsTable kind="contact" rows={person.data.contacts} onCorrect={onCorrect} />
              <PersonRecordsTable kind="consultation" rows={person.data.consultations} onCorrect={onCorrect} />
            </>
          ) : null}
        </>
      )}
      <CorrectionDialog target={correcting} onClose={() => setCorrecting(null)} />
      <EraseDialog
        open={erasing}
        query={query}
        records={[
          ...(person.data?.contacts ?? []).map((record) => ({ kind: 'contact' as const, record })),
          ...(person.data?.consultations ?? []).map((record) => ({ kind: 'consultation' as const, record })),
        ]}
        onClose={() => setErasing(false)}
        onErased={(erasure) => {
          setErasing(false);
          onErased(erasure);
        }}
      />
    </section>
  );
}

export function PeoplePage() {
  const [query, setQuery] = useState<PersonQuery | null>(null);
  const [report, setReport] = useState<{ id: string; focus: boolean } | null>(null);
  const client = useQueryClient();
  // Corrections reach Odoo later: the staff app's live stream brings each record's new sync state into the tables.
  return (
    <div className="space-y-8">
      <SearchForm
        onSearch={(q) => {
          setQuery(q);
          // The same search again reads the records afresh (lists are never stale on their own here).
          void client.invalidateQueries({ queryKey: personQuery(q).queryKey });
        }}
      />
      {query ? <PersonResults key={JSON.stringify(query)} query={query} onErased={(e) => setReport({ id: e.id, focus: true })} /> : null}
      {report ? <ErasureReport key={report.id} id={report.id} focusOnShow={report.focus} /> : null}
      <RecentErasures onShow={(id) => setReport({ id, focus: true })} />
    </div>
  );
}
