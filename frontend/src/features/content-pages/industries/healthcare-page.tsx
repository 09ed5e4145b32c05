// Healthcare industry page. Every call to action goes to /contact.
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Section, SectionHeading } from '../../../components/ui/section';
import {
  healthcareChallenges,
  healthcareCta,
  healthcareHero,
  healthcareOutcomes,
  healthcareSecurity,
  healthcareSolutions,
  healthcareStandards,
  healthcareStats,
  healthcareStories,
} from '../../../content/industries/healthcare';
import { CheckList } from '../components/check-list';
import { ClosingCta } from '../components/closing-cta';
import { HeroActions } from '../components/content-link';
import { Icon, IconTile } from '../../../components/ui/icon';
import { JsonLd } from '../components/json-ld';
import { PageHero } from '../components/page-hero';
import { serviceJsonLd } from '../../../lib/structured-data';
import { StatList } from '../components/stat-list';

export function HealthcarePage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={healthcareHero.eyebrow}
        title={healthcareHero.title}
        lead={healthcareHero.lead}
        actions={<HeroActions links={healthcareHero.actions} />}
        aside={
          <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-2xl">
            <h2 className="text-lg font-semibold">{healthcareOutcomes.title}</h2>
            <StatList stats={healthcareOutcomes.items} layout="column" className="mt-4" />
          </div>
        }
      />

      <ChallengesSection />

      <SolutionsSection />

      <StoriesSection />

      <ComplianceSection />

      <ClosingCta title={healthcareCta.title} text={healthcareCta.text} actions={healthcareCta.actions} />
      <JsonLd
        data={serviceJsonLd({ name: 'Healthcare technology solutions', description: healthcareHero.lead }, '/industries/healthcare')}
      />
    </main>
  );
}

function ChallengesSection() {
  return (
    <Section aria-labelledby="challenges-title">
      <SectionHeading id="challenges-title" eyebrow="Challenges" title="What holds Nigerian healthcare providers back" />
      <StatList stats={healthcareStats} className="mb-10 rounded-xl bg-brand-50 p-6" />
      <ul className="grid gap-6 md:grid-cols-2">
        {healthcareChallenges.map((c) => (
          <Card as="li" key={c.challenge}>
            <h3 className="text-lg font-semibold text-slate-900">{c.challenge}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{c.description}</p>
            <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              <span className="font-semibold">Impact: </span>
              {c.impact}
            </p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function SolutionsSection() {
  return (
    <Section tone="muted" aria-labelledby="solutions-title">
      <SectionHeading id="solutions-title" eyebrow="Solutions" title="Six solutions for connected, secure care" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {healthcareSolutions.map((s) => (
          <Card as="li" key={s.solution} className="flex flex-col">
            <IconTile name={s.icon} tone="bg-rose-100 text-rose-800" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{s.solution}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{s.description}</p>
            <CheckList className="mt-4" label="Features" items={s.features} />
            <CheckList className="mt-4" label="Benefits" items={s.benefits} />
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function StoriesSection() {
  return (
    <Section aria-labelledby="stories-title">
      <SectionHeading id="stories-title" eyebrow="Success stories" title="Healthcare providers we have helped" />
      <ul className="grid gap-6 lg:grid-cols-3">
        {healthcareStories.map((s) => (
          <Card as="li" key={s.facility} className="flex flex-col">
            <h3 className="text-lg font-semibold text-slate-900">{s.facility}</h3>
            <dl className="mt-3 space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-900">Challenge</dt>
                <dd className="text-slate-600">{s.challenge}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Solution</dt>
                <dd className="text-slate-600">{s.solution}</dd>
              </div>
            </dl>
            <CheckList className="mt-4 flex-1" label="Results" items={s.results} />
            <blockquote className="mt-5 border-l-4 border-brand-600 pl-4 text-sm italic text-slate-700">
              <p>“{s.quote}”</p>
            </blockquote>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function ComplianceSection() {
  return (
    <Section tone="muted" aria-labelledby="compliance-title">
      <SectionHeading id="compliance-title" eyebrow="Compliance" title={healthcareSecurity.title} intro={healthcareSecurity.intro} />
      <ul className="flex flex-wrap justify-center gap-3" aria-label="Standards">
        {healthcareStandards.map((std) => (
          <li key={std}>
            <Badge tone="green" className="gap-1 px-4 py-2 text-sm">
              <Icon name="shield" className="h-4 w-4" />
              {std}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">Security controls</h3>
          <CheckList className="mt-3" items={healthcareSecurity.controls} />
        </div>
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-6">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Icon name="globe" className="h-5 w-5 text-brand-700" /> Data residency
          </h3>
          <p className="mt-3 text-sm leading-6 text-slate-700">{healthcareSecurity.dataResidency}</p>
        </div>
      </div>
    </Section>
  );
}
