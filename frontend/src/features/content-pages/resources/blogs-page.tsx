// Blog listing: featured article, latest articles (the five article routes), free
// downloads with type and size.
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardText, CardTitle } from '../../../components/ui/card';
import { Section, SectionHeading } from '../../../components/ui/section';
import { articles } from '../../../content/articles/catalogue';
import { blogIntro, freeResources, freeResourceTypeLabels } from '../../../content/blogs';
import { ContentButton } from '../components/content-link';
import { Icon } from '../../../components/ui/icon';
import { PageHero } from '../components/page-hero';
import { ArticleCards } from './article-list';

const typeIcon = { whitepaper: 'document', 'case-study': 'chart', webinar: 'video', toolkit: 'tools' } as const;

export function BlogsPage() {
  const featured = articles.find((a) => 'featured' in a && a.featured) ?? articles[0];
  const latest = articles.filter((a) => a.slug !== featured.slug);
  return (
    <main id="main">
      <PageHero eyebrow="Blog" title={blogIntro.title} lead={blogIntro.lead} />

      <Section aria-labelledby="featured-title">
        <h2 id="featured-title" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Featured article
        </h2>
        <article className="mt-4 grid gap-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
              <Badge tone="brand">
                <span className="sr-only">Category: </span>
                {featured.category}
              </Badge>
              <span>{featured.readTime} read</span>
              <time dateTime={featured.isoDate}>{featured.publishDate}</time>
            </p>
            <h3 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              <Link to={featured.path} className="hover:text-brand-700">
                {featured.headline}
              </Link>
            </h3>
            <p className="mt-4 text-lg leading-8 text-slate-600">{featured.excerpt}</p>
            <ButtonLink to={featured.path} size="lg" className="mt-6">
              Read the guide<span className="sr-only">: {featured.title}</span>
            </ButtonLink>
          </div>
          <div className="hidden items-center justify-center lg:flex" aria-hidden="true">
            <div className="flex h-48 w-48 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon name="mail" className="h-24 w-24" />
            </div>
          </div>
        </article>
      </Section>

      <Section tone="muted" aria-labelledby="latest-title">
        <SectionHeading id="latest-title" eyebrow="Latest articles" title="Recent guides and analysis" align="left" />
        <ArticleCards items={latest} />
      </Section>

      <Section aria-labelledby="downloads-title">
        <SectionHeading
          id="downloads-title"
          eyebrow="Free downloads"
          title="Whitepapers, case studies, webinars and toolkits"
          intro="Tell us where to send them: each download is e-mailed to you by our team, usually within 24 hours."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {freeResources.map((r) => (
            <Card as="li" key={r.title} className="flex flex-col">
              <p className="flex items-center justify-between gap-2">
                <Badge tone="accent" className="gap-1">
                  <Icon name={typeIcon[r.type]} className="h-3.5 w-3.5" />
                  {freeResourceTypeLabels[r.type]}
                </Badge>
                <span className="text-xs text-slate-600">
                  <span className="sr-only">Download size: </span>
                  {r.downloadSize}
                </span>
              </p>
              <CardTitle className="mt-4">{r.title}</CardTitle>
              <CardText className="flex-1">{r.description}</CardText>
              <div className="mt-6">
                <ContentButton link={r.request} variant="outline" size="sm" />
              </div>
            </Card>
          ))}
        </ul>
      </Section>
    </main>
  );
}
