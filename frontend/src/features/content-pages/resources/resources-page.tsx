// Resources hub: links to /faq and /blogs, the articles, and the Documentation,
// Video Tutorials and Free Tools cards.
import { Link } from '@tanstack/react-router';
import { CtaBanner } from '../../../components/cta-banner';
import { Card, CardText, CardTitle } from '../../../components/ui/card';
import { Section, SectionHeading } from '../../../components/ui/section';
import { articles } from '../../../content/articles/catalogue';
import { resourceCards, resourceLinks, resourcesIntro } from '../../../content/resources';
import { ContentButton } from '../components/content-link';
import { Icon, IconTile } from '../../../components/ui/icon';
import { PageHero } from '../components/page-hero';
import { ArticleCards } from './article-list';

export function ResourcesPage() {
  return (
    <main id="main">
      <PageHero eyebrow="Resources" title={resourcesIntro.title} lead={resourcesIntro.lead}>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {resourceLinks.map((r) => (
            <li key={r.title}>
              <Link
                to={r.link.to}
                className="flex h-full items-start gap-4 rounded-xl bg-white/10 p-5 ring-1 ring-white/30 hover:bg-white/20"
              >
                <Icon name={r.icon} className="mt-0.5 h-6 w-6 shrink-0 text-accent-500" />
                <span>
                  <span className="block font-semibold text-white">{r.link.label}</span>
                  <span className="mt-1 block text-sm text-brand-50">{r.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PageHero>

      <Section aria-labelledby="articles-title">
        <SectionHeading
          id="articles-title"
          eyebrow="Guides and articles"
          title="Practical guides from our engineers"
          intro="Written for Nigerian organisations weighing their next migration, security or automation project."
        />
        <ArticleCards items={articles} />
      </Section>

      <Section tone="muted" aria-labelledby="more-title">
        <SectionHeading id="more-title" eyebrow="More resources" title="Documentation, tutorials and tools" />
        <ul className="grid gap-6 md:grid-cols-3">
          {resourceCards.map((c) => (
            <Card as="li" key={c.title} className="flex flex-col">
              <IconTile name={c.icon} />
              <CardTitle className="mt-4">{c.title}</CardTitle>
              <CardText className="flex-1">{c.description}</CardText>
              <div className="mt-6">
                <ContentButton link={c.link} variant="outline" />
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <CtaBanner />
    </main>
  );
}
