// Odoo ERP demo page: three demo formats, four module demos, eight industries,
// statistics, the booking form (passed in by the route) and a link to /contact.
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Section, SectionHeading } from '../../../components/ui/section';
import { demoBooking, demoFormats, demoIndustries, demoStats, moduleDemos, odooDemoHero } from '../../../content/demos/odoo-erp';
import { CheckList } from '../components/check-list';
import { Icon, IconTile } from '../../../components/ui/icon';
import { PageHero } from '../components/page-hero';
import { StatsBand } from '../components/stat-list';

export function OdooDemoPage({ bookingForm }: { bookingForm: ReactNode }) {
  return (
    <main id="main">
      <PageHero
        eyebrow={odooDemoHero.eyebrow}
        title={odooDemoHero.title}
        lead={odooDemoHero.lead}
        actions={
          <>
            <ButtonAnchor href="#book" variant="secondary" size="lg">
              Book your demo
            </ButtonAnchor>
            <ButtonLink to="/contact" variant="outline-white" size="lg">
              Contact us
            </ButtonLink>
          </>
        }
      />

      <StatsBand title="Odoo in numbers" stats={demoStats} padding="py-10" />

      <FormatsSection />

      <ModulesSection />

      <IndustriesSection />

      <BookingSection bookingForm={bookingForm} />
    </main>
  );
}

function FormatsSection() {
  return (
    <Section aria-labelledby="formats-title">
      <SectionHeading id="formats-title" eyebrow="Demo formats" title="Choose how you want to see Odoo" />
      <ul className="grid gap-6 md:grid-cols-3">
        {demoFormats.map((f) => (
          <Card as="li" key={f.title} highlighted={f.recommended} className="relative flex flex-col">
            {f.recommended ? (
              <Badge tone="accent" className="absolute -top-3 left-6">
                Recommended
              </Badge>
            ) : null}
            <h3 className="text-xl font-semibold text-slate-900">{f.title}</h3>
            <p className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-800">
              <Icon name="clock" className="h-4 w-4" />
              <span className="sr-only">Duration: </span>
              {f.duration}
            </p>
            <p className="mt-3 text-sm leading-6 text-slate-600">{f.description}</p>
            <CheckList className="mt-4 flex-1" label="Includes" items={f.includes} />
            <ButtonAnchor href="#book" variant={f.recommended ? 'primary' : 'outline'} fullWidth className="mt-6">
              Book the {f.title.toLowerCase()}
            </ButtonAnchor>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function ModulesSection() {
  return (
    <Section tone="muted" aria-labelledby="modules-title">
      <SectionHeading
        id="modules-title"
        eyebrow="Module demos"
        title="Short demos of single modules"
        intro="Add any of these to your demo, or book them on their own."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {moduleDemos.map((m) => (
          <Card as="li" key={m.title}>
            <IconTile name={m.icon} />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{m.title}</h3>
            <p className="mt-1 text-sm font-semibold text-brand-800">{m.duration}</p>
            <p className="mt-2 text-sm leading-6 text-slate-600">{m.description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function IndustriesSection() {
  return (
    <Section aria-labelledby="industries-title">
      <SectionHeading id="industries-title" eyebrow="Industries" title="Demos tailored to eight industries" />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {demoIndustries.map((ind) => (
          <li key={ind} className="rounded-lg border border-slate-200 px-4 py-3 text-center font-medium text-slate-800">
            {ind}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function BookingSection({ bookingForm }: { bookingForm: ReactNode }) {
  return (
    <section id="book" aria-labelledby="booking-title" className="scroll-mt-20 bg-brand-50 py-12 sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div>
          <h2 id="booking-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {demoBooking.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{demoBooking.text}</p>
          <p className="mt-6 text-sm text-slate-600">Have a question before booking?</p>
          <ButtonLink to="/contact" variant="outline" className="mt-2">
            Contact our Odoo team
          </ButtonLink>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">{bookingForm}</div>
      </div>
    </section>
  );
}
