// Cloud Migration service page: hero, four-step methodology, call to action. All buttons go to /contact.
import { Section, SectionHeading } from '../../../components/ui/section';
import { cloudCta, cloudHero, cloudMethodology, cloudReasons } from '../../../content/services/cloud-migration';
import { ClosingCta } from '../components/closing-cta';
import { HeroActions } from '../components/content-link';
import { JsonLd } from '../components/json-ld';
import { PageHero } from '../components/page-hero';
import { serviceJsonLd } from '../../../lib/structured-data';
import { StepList } from '../components/step-list';

export function CloudMigrationPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={cloudHero.eyebrow}
        title={cloudHero.title}
        lead={cloudHero.lead}
        actions={<HeroActions links={cloudHero.actions} />}
      />
      <Section aria-labelledby="why-title">
        <SectionHeading id="why-title" eyebrow="Why migrate" title="What the cloud changes for a Nigerian business" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cloudReasons.map((r) => (
            <li key={r.title} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{r.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{r.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" aria-labelledby="methodology-title">
        <SectionHeading id="methodology-title" eyebrow="Methodology" title="Our four-step migration methodology" />
        <StepList steps={cloudMethodology} />
      </Section>
      <ClosingCta title={cloudCta.title} text={cloudCta.text} actions={cloudCta.actions} />
      <JsonLd data={serviceJsonLd({ name: 'Cloud migration', description: cloudHero.lead }, '/services/cloud-migration')} />
    </main>
  );
}
