// An article of the resources section: back link to /resources, category
// badge, read time, date, headline, intro, sections and a closing call to action to /contact.
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/section';
import type { ArticleBody } from '../../../content/articles/article-body';
import { articles, type ArticleMeta } from '../../../content/articles/catalogue';
import { Icon } from '../../../components/ui/icon';
import { JsonLd } from '../components/json-ld';
import { Blocks } from '../components/prose';
import { articleJsonLd } from '../../../lib/structured-data';

export function ArticlePage({ meta, body }: { meta: ArticleMeta; body: ArticleBody }) {
  return (
    <main id="main">
      <article aria-labelledby="page-title">
        <ArticleHeader meta={meta} body={body} />

        <Container className="max-w-4xl py-12">
          <TableOfContents body={body} />

          {body.sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id} className="mt-12">
              <h2 id={s.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {s.heading}
              </h2>
              <Blocks blocks={s.blocks} />
            </section>
          ))}

          <ArticleCta body={body} />
        </Container>
      </article>

      <RelatedArticles meta={meta} />
      <JsonLd data={articleJsonLd(meta)} />
    </main>
  );
}

function ArticleHeader({ meta, body }: { meta: ArticleMeta; body: ArticleBody }) {
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 py-12 text-white sm:py-16">
      <Container className="max-w-4xl">
        <Link
          to="/resources"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-50 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> Back to Resources
        </Link>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-brand-50">
          <Badge tone="accent">
            <span className="sr-only">Category: </span>
            {meta.category}
          </Badge>
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" className="h-4 w-4" />
            {meta.readTime} read
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon name="calendar" className="h-4 w-4" />
            <time dateTime={meta.isoDate}>{meta.publishDate}</time>
          </span>
        </div>
        <h1 id="page-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">
          {meta.headline}
        </h1>
        <p className="mt-5 text-lg leading-8 text-brand-50">{body.intro}</p>
        <p className="mt-4 text-sm text-brand-100">By the {meta.author}</p>
      </Container>
    </header>
  );
}

function TableOfContents({ body }: { body: ArticleBody }) {
  return (
    <nav aria-labelledby="toc-title" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="toc-title" className="text-base font-semibold text-slate-900">
        In this article
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
        {body.sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="text-brand-700 underline-offset-4 hover:underline">
              {s.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ArticleCta({ body }: { body: ArticleBody }) {
  return (
    <section aria-labelledby="article-cta" className="mt-14 rounded-2xl bg-brand-800 p-8 text-white">
      <h2 id="article-cta" className="text-2xl font-bold">
        {body.cta.title}
      </h2>
      <p className="mt-2 text-brand-50">{body.cta.text}</p>
      <ButtonLink to={body.cta.action.to} variant="secondary" size="lg" className="mt-6">
        {body.cta.action.label}
      </ButtonLink>
    </section>
  );
}

function RelatedArticles({ meta }: { meta: ArticleMeta }) {
  const related = articles.filter((a) => a.slug !== meta.slug).slice(0, 3);
  return (
    <section aria-labelledby="related-title" className="border-t border-slate-200 bg-slate-50 py-12">
      <Container className="max-w-4xl">
        <h2 id="related-title" className="text-2xl font-bold text-slate-900">
          More from our resources
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {related.map((a) => (
            <li key={a.slug}>
              <Link to={a.path} className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600">
                <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{a.category}</span>
                <span className="mt-1 block font-semibold text-slate-900">{a.title}</span>
                <span className="mt-1 block text-sm text-slate-600">
                  {a.readTime} read · {a.publishDate}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
