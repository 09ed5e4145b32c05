// Data Analytics service page. All buttons go to /contact.
import { Section, SectionHeading } from '../../../components/ui/section';
import {
  analyticsCta,
  analyticsHero,
  analyticsIndustries,
  analyticsSolutions,
  analyticsTechnologies,
} from '../../../content/services/data-analytics';
import { ClosingCta } from '../components/closing-cta';
import { HeroActions } from '../components/content-link';
import { FeatureGrid } from '../components/feature-grid';
import { PageHero } from '../components/page-hero';

export function DataAnalyticsPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={analyticsHero.eyebrow}
        title={analyticsHero.title}
        lead={analyticsHero.lead}
        actions={<HeroActions links={analyticsHero.actions} />}
      />
      <Section aria-labelledby="solutions-title">
        <SectionHeading id="solutions-title" eyebrow="Solutions" title="Analytics solutions" />
        <FeatureGrid items={analyticsSolutions} />
      </Section>
      <Section tone="muted" aria-labelledby="industries-title">
        <SectionHeading id="industries-title" eyebrow="Industries" title="Analytics for your sector" />
        <FeatureGrid items={analyticsIndustries} columns={4} />
      </Section>
      <Section aria-labelledby="technology-title">
        <SectionHeading id="technology-title" eyebrow="Technology" title="The platforms we work with" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {analyticsTechnologies.map((t) => (
            <li key={t.category} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t.category}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {t.items.map((item) => (
                  <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta title={analyticsCta.title} text={analyticsCta.text} actions={analyticsCta.actions} />
    </main>
  );
}
