// Dynamics 365 solution page: hero, six application tiles, call to action. All buttons go to /contact.
import { Section, SectionHeading } from '../../../components/ui/section';
import { dynamicsApps, dynamicsCta, dynamicsHero } from '../../../content/solutions/dynamics-365';
import { ClosingCta } from '../components/closing-cta';
import { HeroActions } from '../components/content-link';
import { FeatureGrid } from '../components/feature-grid';
import { PageHero } from '../components/page-hero';

export function Dynamics365Page() {
  return (
    <main id="main">
      <PageHero
        eyebrow={dynamicsHero.eyebrow}
        title={dynamicsHero.title}
        lead={dynamicsHero.lead}
        actions={<HeroActions links={dynamicsHero.actions} />}
      />
      <Section aria-labelledby="apps-title">
        <SectionHeading
          id="apps-title"
          eyebrow="Applications"
          title="Six applications, one customer record"
          intro="Each application works on its own and together, so you can start with Sales or Customer Service and add the rest later."
        />
        <FeatureGrid items={dynamicsApps} />
      </Section>
      <ClosingCta title={dynamicsCta.title} text={dynamicsCta.text} actions={[dynamicsCta.action]} />
    </main>
  );
}
