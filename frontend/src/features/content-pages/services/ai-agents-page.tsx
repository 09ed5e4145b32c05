// AI Agents service page. All buttons go to /contact.
import { Section, SectionHeading } from '../../../components/ui/section';
import { aiAgentTypes, aiApproach, aiCta, aiHero, aiStories, aiWhyChoose } from '../../../content/services/ai-agents';
import { CheckList } from '../components/check-list';
import { ClosingCta } from '../components/closing-cta';
import { HeroActions } from '../components/content-link';
import { FeatureGrid } from '../components/feature-grid';
import { PageHero } from '../components/page-hero';
import { StepList } from '../components/step-list';

export function AiAgentsPage() {
  return (
    <main id="main">
      <PageHero eyebrow={aiHero.eyebrow} title={aiHero.title} lead={aiHero.lead} actions={<HeroActions links={aiHero.actions} />} />
      <Section aria-labelledby="types-title">
        <SectionHeading id="types-title" eyebrow="Agent types" title="Six agents for six parts of your business" />
        <FeatureGrid items={aiAgentTypes} />
      </Section>
      <Section tone="muted" aria-labelledby="approach-title">
        <SectionHeading id="approach-title" eyebrow="Approach" title="Our four-phase approach" />
        <StepList steps={aiApproach} />
      </Section>
      <Section aria-labelledby="why-title">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="why-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Why choose us for AI agents
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              Agents that work for Nigerian customers need more than a model: they need local language, local integrations and local
              support.
            </p>
          </div>
          <CheckList items={aiWhyChoose} className="text-base" />
        </div>
      </Section>
      <Section tone="muted" aria-labelledby="stories-title">
        <SectionHeading id="stories-title" eyebrow="Success stories" title="Agents at work in Nigeria" />
        <FeatureGrid items={aiStories} />
      </Section>
      <ClosingCta title={aiCta.title} text={aiCta.text} actions={aiCta.actions} />
    </main>
  );
}
