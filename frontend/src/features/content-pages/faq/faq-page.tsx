// /faq: a search box and five categories. One question open at a time (the first by default); the
// open one closes when chosen again. A search shows a flat result list (count, category labels)
// instead of the categories; no match shows a message and Clear Search.
import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Container, Section } from '../../../components/ui/section';
import { faqCategories } from '../../../content/faq';
import { cn } from '../../../lib/cn';
import { faqIndex, searchFaqs, type FaqResult } from './faq-search';

function FaqItem({
  question,
  answer,
  category,
  open,
  onToggle,
}: {
  question: string;
  answer: string;
  category?: string;
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <h3>
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 px-5 py-4 text-left"
        >
          <span>
            {category ? <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-brand-700">{category}</span> : null}
            <span className="block font-semibold text-slate-900">{question}</span>
          </span>
          <Icon name="chevron-down" className={cn('mt-0.5 h-5 w-5 shrink-0 text-slate-600 transition-transform', open && 'rotate-180')} />
        </button>
      </h3>
      <div id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} hidden={!open} className="px-5 pb-5 text-slate-700">
        <p className="leading-7">{answer}</p>
      </div>
    </li>
  );
}

export function FaqPage() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<number | null>(faqIndex(0, 0));
  const searchId = useId();
  const toggle = (index: number) => setOpen((current) => (current === index ? null : index));
  const searching = query.trim().length > 0;
  const results = searchFaqs(faqCategories, query);

  return (
    <main id="main">
      <FaqHero searchId={searchId} query={query} onQueryChange={setQuery} />

      <Section tone="muted" aria-label={searching ? 'Search results' : 'Questions by category'}>
        <div className="mx-auto max-w-3xl">
          {searching ? (
            <FaqSearchResults query={query} results={results} open={open} onToggle={toggle} onClear={() => setQuery('')} />
          ) : (
            <FaqCategoryList open={open} onToggle={toggle} />
          )}
        </div>
      </Section>

      <StillHaveQuestions />
    </main>
  );
}

function FaqHero({
  searchId,
  query,
  onQueryChange: setQuery,
}: {
  searchId: string;
  query: string;
  onQueryChange: (query: string) => void;
}) {
  return (
    <section aria-labelledby="faq-title" className="bg-gradient-to-br from-brand-900 to-brand-700 py-16 text-white sm:py-20">
      <Container className="max-w-3xl text-center">
        <h1 id="faq-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
          Frequently Asked Questions
        </h1>
        <p className="mt-4 text-lg text-brand-50">Answers about our solutions, services, projects and support.</p>
        <div className="relative mx-auto mt-8 max-w-xl" role="search">
          <label htmlFor={searchId} className="sr-only">
            Search FAQs
          </label>
          <Icon name="search" className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search FAQs..."
            className="block w-full rounded-xl border-0 bg-white py-3.5 pl-12 pr-4 text-base text-slate-900 shadow-lg placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-white"
          />
        </div>
      </Container>
    </section>
  );
}

function FaqSearchResults({
  query,
  results,
  open,
  onToggle: toggle,
  onClear,
}: {
  query: string;
  results: FaqResult[];
  open: number | null;
  onToggle: (index: number) => void;
  onClear: () => void;
}) {
  return (
    <div>
      <p className="mb-6 text-slate-700" role="status">
        {results.length} {results.length === 1 ? 'result' : 'results'} found for “{query.trim()}”
      </p>
      {results.length ? (
        <ul className="space-y-3">
          {results.map((r) => (
            <FaqItem
              key={r.index}
              question={r.question}
              answer={r.answer}
              category={r.category}
              open={open === r.index}
              onToggle={() => toggle(r.index)}
            />
          ))}
        </ul>
      ) : (
        <div className="rounded-xl bg-white p-10 text-center">
          <p className="text-lg text-slate-700">No FAQs found matching your search.</p>
          <Button variant="outline" className="mt-6" onClick={onClear}>
            Clear Search
          </Button>
        </div>
      )}
    </div>
  );
}

function FaqCategoryList({ open, onToggle: toggle }: { open: number | null; onToggle: (index: number) => void }) {
  return (
    <div className="space-y-12" data-faq-categories>
      {faqCategories.map((c, ci) => (
        <section key={c.category} aria-labelledby={`faq-cat-${ci}`}>
          <h2 id={`faq-cat-${ci}`} className="mb-4 text-2xl font-bold text-slate-900">
            {c.category}
          </h2>
          <ul className="space-y-3">
            {c.questions.map((q, qi) => (
              <FaqItem
                key={q.question}
                question={q.question}
                answer={q.answer}
                open={open === faqIndex(ci, qi)}
                onToggle={() => toggle(faqIndex(ci, qi))}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function StillHaveQuestions() {
  return (
    <Section aria-labelledby="faq-more">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="faq-more" className="text-2xl font-bold text-slate-900">
          Still have questions?
        </h2>
        <p className="mt-2 text-slate-600">Our specialists are happy to help. We reply within 24 hours.</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/contact" size="lg">
            Contact Us
          </ButtonLink>
          <ButtonLink to="/book-consultation" variant="outline" size="lg">
            Book Free Consultation
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
