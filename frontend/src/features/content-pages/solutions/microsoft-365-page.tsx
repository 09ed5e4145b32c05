// Microsoft 365 solution page: hero (buttons to the get-started page), six applications, three
// plans, the four-step migration process with method guidance, security and compliance. Its Service
// block comes with the head (the microsoft365 preset), with the starting price from the content data.
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Section, SectionHeading } from '../../../components/ui/section';
import { microsoft365Plans } from '../../../content/plans';
import {
  m365Applications,
  m365Compliance,
  m365Cta,
  m365Highlights,
  m365Hero,
  m365MigrationSteps,
  m365Security,
} from '../../../content/solutions/microsoft-365';
import { migrationMethods } from '../../../content/solutions/microsoft-365-migration-methods';
import { ClosingCta } from '../components/closing-cta';
import { HeroActions } from '../components/content-link';
import { FeatureGrid } from '../components/feature-grid';
import { PageHero } from '../components/page-hero';
import { PlanGrid } from '../components/plan-grid';
import { StatList } from '../components/stat-list';
import { StepList } from '../components/step-list';

export function Microsoft365Page() {
  return (
    <main id="main">
      <PageHero eyebrow={m365Hero.eyebrow} title={m365Hero.title} lead={m365Hero.lead} actions={<HeroActions links={m365Hero.actions} />}>
        <StatList stats={m365Highlights} inverted className="mt-10 max-w-xl" />
      </PageHero>

      <ApplicationsSection />

      <PlansSection />

      <MigrationSection />

      <SecuritySection />

      <ClosingCta title={m365Cta.title} text={m365Cta.text} actions={[m365Cta.action]} />
    </main>
  );
}

function ApplicationsSection() {
  return (
    <Section aria-labelledby="apps-title">
      <SectionHeading id="apps-title" eyebrow="Applications" title="Everything your team needs in one subscription" />
      <FeatureGrid items={m365Applications} />
    </Section>
  );
}

function PlansSection() {
  return (
    <Section tone="muted" aria-labelledby="plans-title">
      <SectionHeading
        id="plans-title"
        eyebrow="Plans"
        title="Microsoft 365 business plans"
        intro="Prices per user per month in naira. Mix plans across your staff; all plans include our migration and onboarding options."
      />
      <PlanGrid
        plans={microsoft365Plans}
        action={(plan) => (
          <ButtonLink to="/contact" variant={plan.recommended ? 'primary' : 'outline'} fullWidth>
            Ask about {plan.title}
          </ButtonLink>
        )}
      />
    </Section>
  );
}

function MigrationSection() {
  return (
    <Section aria-labelledby="migration-title">
      <SectionHeading
        id="migration-title"
        eyebrow="Migration"
        title="A four-step migration with no lost mail"
        intro="Our process has moved mailboxes from cPanel hosting, Gmail, Zimbra and on-premises Exchange without losing a message."
      />
      <StepList steps={m365MigrationSteps} />

      <h3 className="mt-14 text-2xl font-bold text-slate-900">Choosing a migration method</h3>
      <p className="mt-2 max-w-3xl text-slate-600">The number of mailboxes decides the approach we recommend.</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {migrationMethods.map((m) => (
          <Card as="li" key={m.method}>
            <Badge tone="brand">{m.when}</Badge>
            <h4 className="mt-3 text-lg font-semibold text-slate-900">{m.method}</h4>
            <p className="mt-2 text-sm leading-6 text-slate-600">{m.description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function SecuritySection() {
  return (
    <Section tone="muted" aria-labelledby="security-title">
      <SectionHeading
        id="security-title"
        eyebrow="Security"
        title="Security features we switch on from day one"
        intro="Business e-mail compromise is the most common fraud our clients face; these controls stop most of it."
      />
      <FeatureGrid items={m365Security} columns={4} />

      <div className="mt-12 rounded-xl border border-slate-200 bg-white p-6">
        <h3 className="text-xl font-semibold text-slate-900">Compliance standards</h3>
        <p className="mt-2 text-sm text-slate-600">
          Microsoft 365 is independently audited against international standards, and we configure it to support your obligations in
          Nigeria.
        </p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {m365Compliance.map((c) => (
            <li key={c}>
              <Badge tone="green" className="px-3 py-1 text-sm">
                {c}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
