// Odoo ERP solution page: hero, six modules, four industry solutions, four-phase methodology with
// durations, three editions. The live demo button goes to /demos/odoo-erp, the others to /contact.
import { ButtonLink } from '../../../components/ui/button';
import { Section, SectionHeading } from '../../../components/ui/section';
import {
  odooCta,
  odooEditions,
  odooHero,
  odooHighlights,
  odooIndustries,
  odooMethodology,
  odooModules,
} from '../../../content/solutions/odoo-erp';
import { ClosingCta } from '../components/closing-cta';
import { ContentButton } from '../components/content-link';
import { FeatureGrid } from '../components/feature-grid';
import { PageHero } from '../components/page-hero';
import { PlanGrid } from '../components/plan-grid';
import { StatList } from '../components/stat-list';
import { StepList } from '../components/step-list';

export function OdooErpPage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={odooHero.eyebrow}
        title={odooHero.title}
        lead={odooHero.lead}
        actions={
          <>
            <ContentButton link={odooHero.demo} variant="secondary" size="lg" />
            <ContentButton link={odooHero.contact} variant="outline-white" size="lg" />
          </>
        }
      >
        <StatList stats={odooHighlights} inverted className="mt-10 max-w-xl" />
      </PageHero>

      <Section aria-labelledby="modules-title">
        <SectionHeading
          id="modules-title"
          eyebrow="Modules"
          title="Six core modules, over 40 applications"
          intro="Start with the modules you need today and switch on more as you grow, without another integration project."
        />
        <FeatureGrid items={odooModules} />
      </Section>

      <Section tone="muted" aria-labelledby="industries-title">
        <SectionHeading id="industries-title" eyebrow="Industry solutions" title="Configured for your sector" />
        <FeatureGrid items={odooIndustries} columns={4} />
      </Section>

      <Section aria-labelledby="methodology-title">
        <SectionHeading
          id="methodology-title"
          eyebrow="Methodology"
          title="Our four-phase implementation"
          intro="A typical mid-sized company goes live in 8 to 14 weeks."
        />
        <StepList steps={odooMethodology} />
      </Section>

      <Section tone="muted" aria-labelledby="editions-title">
        <SectionHeading
          id="editions-title"
          eyebrow="Editions"
          title="Choose your Odoo edition"
          intro="We implement all three editions and will tell you honestly which one you need."
        />
        <PlanGrid
          plans={odooEditions}
          action={(edition) => (
            <ButtonLink to="/contact" variant={edition.recommended ? 'primary' : 'outline'} fullWidth>
              Ask about {edition.title}
            </ButtonLink>
          )}
        />
      </Section>

      <ClosingCta title={odooCta.title} text={odooCta.text} actions={[odooHero.demo, odooCta.action]} />
    </main>
  );
}
