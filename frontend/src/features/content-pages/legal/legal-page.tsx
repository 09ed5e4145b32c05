// Privacy Policy and Terms of Service: title, last-updated date, table of contents and numbered sections.
import { Container } from '../../../components/ui/section';
import type { LegalDocument } from '../../../content/legal/legal-document';
import { Blocks } from '../components/prose';

export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <main id="main">
      <header className="bg-slate-900 py-12 text-white sm:py-16">
        <Container className="max-w-4xl">
          <h1 id="page-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
            {doc.title}
          </h1>
          <p className="mt-4 text-slate-200">
            Last updated: <time dateTime={doc.lastUpdatedIso}>{doc.lastUpdated}</time>
          </p>
        </Container>
      </header>
      <Container className="max-w-4xl py-12">
        <p className="text-lg leading-8 text-slate-700">{doc.intro}</p>
        <nav aria-labelledby="contents-title" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6">
          <h2 id="contents-title" className="text-base font-semibold text-slate-900">
            Contents
          </h2>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {s.number}. {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s) => (
          <section key={s.id} aria-labelledby={s.id} className="mt-12">
            <h2 id={s.id} className="scroll-mt-24 text-2xl font-bold text-slate-900">
              {s.number}. {s.heading}
            </h2>
            <Blocks blocks={s.blocks} />
          </section>
        ))}
      </Container>
    </main>
  );
}
