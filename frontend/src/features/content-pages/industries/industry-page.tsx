// Financial services, government and manufacturing pages: hero, challenges (with statistics where
// given), solution cards, closing call to action. Every call to action goes to /contact.
import { Card } from '../../../components/ui/card';
import { Section, SectionHeading } from '../../../components/ui/section';
import type { IndustryPage as IndustryPageData } from '../../../content/industries/industry-page';
import { ClosingCta } from '../components/closing-cta';
import { HeroActions } from '../components/content-link';
import { FeatureGrid } from '../components/feature-grid';
import { JsonLd } from '../components/json-ld';
import { PageHero } from '../components/page-hero';
import { serviceJsonLd } from '../../../lib/structured-data';

export function IndustryPage({ page, path }: { page: IndustryPageData; path: string }) {
  const tiles = page.challenges.length > 4;
  return (
    <main id="main">
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={<HeroActions links={page.hero.actions} />}
      />
      <Section aria-labelledby="challenges-title">
        <SectionHeading id="challenges-title" eyebrow="Challenges" title={page.challengesTitle} />
        <ul className={tiles ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-6 sm:grid-cols-2'}>
          {page.challenges.map((c) => (
            <Card as="li" key={c.title} className="flex flex-col">
              {c.stat ? (
                <p className="mb-3">
                  <span className="block text-3xl font-bold text-brand-800">{c.stat.value}</span>
                  <span className="block text-sm text-slate-600">{c.stat.label}</span>
                </p>
              ) : null}
              <h3 className="text-lg font-semibold text-slate-900">{c.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{c.description}</p>
            </Card>
          ))}
        </ul>
      </Section>
      {page.solutions?.length ? (
        <Section tone="muted" aria-labelledby="solutions-title">
          <SectionHeading id="solutions-title" eyebrow="Solutions" title={page.solutionsTitle ?? 'Solutions'} />
          <FeatureGrid items={page.solutions} />
        </Section>
      ) : null}
      <ClosingCta title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
      <JsonLd data={serviceJsonLd({ name: `${page.hero.eyebrow} technology solutions`, description: page.hero.lead }, path)} />
    </main>
  );
}
