// Business Process Automation service page. All buttons go to /contact.
import { Section, SectionHeading } from '../../../components/ui/section';
import { bpaApplications, bpaCta, bpaFeatures, bpaHero, bpaProcess } from '../../../content/services/business-process-automation';
import { ClosingCta } from '../components/closing-cta';
import { HeroActions } from '../components/content-link';
import { FeatureGrid } from '../components/feature-grid';
import { PageHero } from '../components/page-hero';
import { StepList } from '../components/step-list';

export function BusinessProcessAutomationPage() {
  return (
    <main id="main">
      <PageHero eyebrow={bpaHero.eyebrow} title={bpaHero.title} lead={bpaHero.lead} actions={<HeroActions links={bpaHero.actions} />} />
      <Section aria-labelledby="features-title">
        <SectionHeading id="features-title" eyebrow="Capabilities" title="What we automate" />
        <FeatureGrid items={bpaFeatures} />
      </Section>
      <Section tone="muted" aria-labelledby="applications-title">
        <SectionHeading
          id="applications-title"
          eyebrow="Real-world applications"
          title="Results from Nigerian organisations"
          intro="Four automations we have delivered, and what they changed."
        />
        <FeatureGrid items={bpaApplications} columns={2} />
      </Section>
      <Section aria-labelledby="process-title">
        <SectionHeading id="process-title" eyebrow="Implementation" title="Our four-step implementation process" />
        <StepList steps={bpaProcess} />
      </Section>
      <ClosingCta title={bpaCta.title} text={bpaCta.text} actions={bpaCta.actions} />
    </main>
  );
}
