// A get-started page: steps, cards, plans or packages, reasons,
// and the booking form, which the route passes in (features do not import each other).
import type { ReactNode } from 'react';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Section, SectionHeading } from '../../../components/ui/section';
import type { GetStartedPage as GetStartedData } from '../../../content/get-started/get-started-page';
import { siteConfig } from '../../../site-config';
import { FeatureGrid } from '../components/feature-grid';
import { Icon } from '../../../components/ui/icon';
import { JsonLd } from '../components/json-ld';
import { PageHero } from '../components/page-hero';
import { PlanGrid } from '../components/plan-grid';
import { StatList } from '../components/stat-list';
import { StepList } from '../components/step-list';
import { serviceJsonLd } from '../../../lib/structured-data';

export const BOOKING_ANCHOR = 'book';

export function GetStartedPage({
  page,
  path,
  serviceName,
  bookingForm,
}: {
  page: GetStartedData;
  path: string;
  /** Name of the service in the structured data. */
  serviceName: string;
  bookingForm: ReactNode;
}) {
  return (
    <main id="main">
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={
          <>
            <ButtonAnchor href={`#${BOOKING_ANCHOR}`} variant="secondary" size="lg">
              Book free consultation
            </ButtonAnchor>
            <ButtonLink to="/contact" variant="outline-white" size="lg">
              Contact us
            </ButtonLink>
          </>
        }
      >
        <StatList stats={page.highlights} inverted className="mt-10 max-w-xl" />
      </PageHero>

      <Section aria-labelledby="steps-title">
        <SectionHeading id="steps-title" eyebrow="How it works" title={page.steps.title} intro={page.steps.intro} />
        <StepList steps={page.steps.items} />
      </Section>

      {page.plansFirst ? (
        <>
          <PlansSection page={page} />
          <CardsSection page={page} />
        </>
      ) : (
        <>
          <CardsSection page={page} />
          <PlansSection page={page} />
        </>
      )}

      <ReasonsSection page={page} />

      <BookingSection page={page} bookingForm={bookingForm} />

      <ServiceJsonLd page={page} path={path} serviceName={serviceName} />
    </main>
  );
}

/** The plans or packages with their prices; nothing when the page has none. */
function PlansSection({ page }: { page: GetStartedData }) {
  const plans = page.plans;
  if (!plans) return null;
  return (
    <Section tone="muted" aria-labelledby="plans-title">
      <SectionHeading id="plans-title" eyebrow="Pricing" title={plans.title} intro={plans.intro} />
      <PlanGrid
        plans={plans.items}
        action={(plan) => (
          <ButtonAnchor href={`#${BOOKING_ANCHOR}`} variant={plan.recommended ? 'primary' : 'outline'} fullWidth>
            {plan.price.kind === 'custom' ? `Request an ${plan.title} quote` : `Choose ${plan.title}`}
          </ButtonAnchor>
        )}
      />
      {plans.note ? <p className="mt-6 text-center text-sm text-slate-600">{plans.note}</p> : null}
    </Section>
  );
}

function CardsSection({ page }: { page: GetStartedData }) {
  return (
    <Section aria-labelledby="cards-title">
      <SectionHeading id="cards-title" eyebrow="Solutions" title={page.cards.title} intro={page.cards.intro} />
      <FeatureGrid items={page.cards.items} />
    </Section>
  );
}

function ReasonsSection({ page }: { page: GetStartedData }) {
  const plans = page.plans;
  return (
    <Section tone={plans && !page.plansFirst ? 'white' : 'muted'} aria-labelledby="reasons-title">
      <SectionHeading id="reasons-title" eyebrow="Why us" title={page.reasons.title} />
      <ul className={`grid gap-6 sm:grid-cols-2 ${page.reasons.items.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
        {page.reasons.items.map((r) => (
          <li key={r.title} className="rounded-xl border border-slate-200 bg-white p-6">
            <Icon name="check" className="h-6 w-6 text-green-700" />
            <h3 className="mt-3 font-semibold text-slate-900">{r.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{r.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function BookingSection({ page, bookingForm }: { page: GetStartedData; bookingForm: ReactNode }) {
  return (
    <section id={BOOKING_ANCHOR} aria-labelledby="booking-title" className="scroll-mt-20 bg-brand-50 py-12 sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div>
          <h2 id="booking-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {page.booking.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{page.booking.text}</p>
          <div className="mt-8 rounded-xl bg-white p-6 shadow-sm">
            <p className="font-semibold text-slate-900">Prefer to talk first?</p>
            <p className="mt-2 text-sm text-slate-600">
              Call{' '}
              <a href={siteConfig.phone.href} className="font-semibold text-brand-700 underline underline-offset-4">
                {siteConfig.phone.display}
              </a>{' '}
              (Mon-Fri 8AM-6PM) or send us your requirements.
            </p>
            <ButtonLink to="/contact" variant="outline" className="mt-4">
              Go to the contact page
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">{bookingForm}</div>
      </div>
    </section>
  );
}

function ServiceJsonLd({ page, path, serviceName }: { page: GetStartedData; path: string; serviceName: string }) {
  const plans = page.plans;
  return (
    <JsonLd
      data={serviceJsonLd(
        {
          name: serviceName,
          description: page.hero.lead,
          ...(plans
            ? {
                plans: plans.items,
                unitText: plans.items.some((p) => p.period.includes('per user')) ? 'per user per month' : undefined,
              }
            : {}),
        },
        path,
      )}
    />
  );
}
