// Azure solution page: hero (buttons to /get-started/azure), six services, four-phase migration
// journey, three industry solutions, pricing and support tiers, call to action (to /contact).
import { ButtonLink } from '../../../components/ui/button';
import { Section, SectionHeading } from '../../../components/ui/section';
import {
  azureCta,
  azureHero,
  azureHighlights,
  azureIndustrySolutions,
  azureJourney,
  azureServices,
  azureSupportTiers,
} from '../../../content/solutions/microsoft-azure';
import { ClosingCta } from '../components/closing-cta';
import { HeroActions } from '../components/content-link';
import { FeatureGrid } from '../components/feature-grid';
import { PageHero } from '../components/page-hero';
import { PlanGrid } from '../components/plan-grid';
import { StatList } from '../components/stat-list';
import { StepList } from '../components/step-list';

export function MicrosoftAzurePage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={azureHero.eyebrow}
        title={azureHero.title}
        lead={azureHero.lead}
        actions={<HeroActions links={azureHero.actions} />}
      >
        <StatList stats={azureHighlights} inverted className="mt-10 max-w-xl" />
      </PageHero>

      <Section aria-labelledby="services-title">
        <SectionHeading id="services-title" eyebrow="Azure services" title="The Azure services Nigerian businesses use most" />
        <FeatureGrid items={azureServices} />
      </Section>

      <Section tone="muted" aria-labelledby="journey-title">
        <SectionHeading
          id="journey-title"
          eyebrow="Migration journey"
          title="Four phases from server room to cloud"
          intro="Every phase ends with a deliverable you can review before we continue."
        />
        <StepList steps={azureJourney} />
      </Section>

      <Section aria-labelledby="industries-title">
        <SectionHeading id="industries-title" eyebrow="Industry solutions" title="Azure for regulated sectors" />
        <FeatureGrid items={azureIndustrySolutions} labels={{ features: 'Highlights' }} />
      </Section>

      <Section tone="muted" aria-labelledby="support-title">
        <SectionHeading
          id="support-title"
          eyebrow="Pricing and support"
          title="Pay for what you use, with the support you need"
          intro="Azure resources are billed monthly by usage, and we quote every environment in naira before you commit. Choose a support tier to match how critical your workloads are."
        />
        <PlanGrid
          plans={azureSupportTiers}
          action={(tier) => (
            <ButtonLink to="/contact" variant="outline" fullWidth>
              Ask about {tier.title} support
            </ButtonLink>
          )}
        />
      </Section>

      <ClosingCta title={azureCta.title} text={azureCta.text} actions={[azureCta.action]} />
    </main>
  );
}
