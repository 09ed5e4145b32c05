// /contact: hero with trust badges; four contact cards; tabs Book Consultation (default)
// and Send Message; four reasons; the office; the emergency support banner.
import { useState } from 'react';
import { ButtonAnchor } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { Container, Section, SectionHeading } from '../../../components/ui/section';
import { Tabs } from '../../../components/ui/tabs';
import { siteConfig } from '../../../site-config';
import { contactCards, contactHero, emergency, office, reasons } from '../../../content/contact-page';
import { BookingForm } from '../../../lead-forms/components/booking-form';
import { ContactMessageForm } from '../../../lead-forms/components/contact-message-form';

type TabKey = 'book' | 'message';

/** Both forms are the shared lead forms (src/lead-forms), in their contact-page variants. */
export function ContactPage() {
  const [tab, setTab] = useState<TabKey>('book');
  return (
    <main id="main">
      <ContactHero />

      <ContactCards />

      <ContactFormsSection tab={tab} onTabChange={setTab} />

      <ReasonsSection />

      <OfficeSection />

      <EmergencyBanner />
    </main>
  );
}

function ContactHero() {
  return (
    <section aria-labelledby="contact-title" className="bg-gradient-to-br from-brand-900 to-brand-700 py-16 text-white sm:py-20">
      <Container className="text-center">
        <h1 id="contact-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
          {contactHero.title}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{contactHero.intro}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="Why talk to us">
          {contactHero.badges.map((b) => (
            <li key={b} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium">
              <Icon name="check-circle" className="h-4 w-4" />
              {b}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function ContactCards() {
  return (
    <Section tone="muted" spacing="md" aria-labelledby="contact-ways">
      <h2 id="contact-ways" className="sr-only">
        Ways to reach us
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {contactCards.map((c) => (
          <Card as="li" key={c.title} className="text-center">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Icon name={c.icon} className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{c.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{c.description}</p>
            <p className="mt-3 font-semibold text-brand-700">
              {c.href ? (
                <a href={c.href} className="underline-offset-2 hover:underline">
                  {c.value}
                </a>
              ) : (
                c.value
              )}
            </p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function ContactFormsSection({ tab, onTabChange: setTab }: { tab: TabKey; onTabChange: (tab: TabKey) => void }) {
  return (
    <Section spacing="lg" aria-labelledby="contact-forms">
      <div className="mx-auto max-w-3xl">
        <SectionHeading
          id="contact-forms"
          title="How Can We Help?"
          intro="Book a free consultation with a specialist, or send us a message."
        />
        <Card className="p-6 sm:p-8">
          <Tabs<TabKey>
            label="Contact options"
            value={tab}
            onChange={setTab}
            items={[
              { key: 'book', label: 'Book Consultation', panel: <BookingForm variant="contact-page" /> },
              { key: 'message', label: 'Send Message', panel: <ContactMessageForm variant="contact-page" /> },
            ]}
          />
        </Card>
      </div>
    </Section>
  );
}

function ReasonsSection() {
  return (
    <Section tone="muted" aria-labelledby="contact-reasons">
      <SectionHeading id="contact-reasons" title={`Why Choose ${siteConfig.name}?`} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((r) => (
          <Card as="li" key={r.title}>
            <Icon name={r.icon} className="h-8 w-8 text-brand-700" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{r.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{r.description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function OfficeSection() {
  return (
    <Section aria-labelledby="contact-office">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="contact-office" title={office.title} align="left" className="mb-6" />
          <OfficeDetails />
          <ButtonAnchor href={office.directionsUrl} target="_blank" rel="noopener noreferrer" className="mt-8">
            <Icon name="map-pin" /> Get Directions
            <span className="sr-only"> (opens in a new tab)</span>
          </ButtonAnchor>
        </div>
        <div
          role="img"
          aria-label={`Map of our office at ${siteConfig.address.street}, ${siteConfig.address.city}`}
          className="flex aspect-[4/3] items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-100 text-slate-600"
        >
          <span className="flex flex-col items-center gap-2 text-sm" aria-hidden="true">
            <Icon name="map-pin" className="h-10 w-10 text-brand-700" />
            Interactive map coming soon
          </span>
        </div>
      </div>
    </Section>
  );
}

function OfficeDetails() {
  return (
    <dl className="space-y-5 text-slate-700">
      <div>
        <dt className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon name="map-pin" className="h-5 w-5 shrink-0 text-brand-700" /> Address
        </dt>
        <dd className="ml-7">
          {siteConfig.address.street}, {siteConfig.address.city}, {siteConfig.address.state}, {siteConfig.address.country}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon name="clock" className="h-5 w-5 shrink-0 text-brand-700" /> Office Hours
        </dt>
        {siteConfig.hours.map((h) => (
          <dd key={h.days} className="ml-7">
            {h.days}: {h.time}
          </dd>
        ))}
      </div>
      <div>
        <dt className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon name="phone" className="h-5 w-5 shrink-0 text-brand-700" /> Phone
        </dt>
        <dd className="ml-7">
          Sales:{' '}
          <a href={siteConfig.phone.href} className="text-brand-700 hover:underline">
            {siteConfig.phone.display}
          </a>
        </dd>
        <dd className="ml-7">
          Support:{' '}
          <a href={siteConfig.supportPhone.href} className="text-brand-700 hover:underline">
            {siteConfig.supportPhone.display}
          </a>
        </dd>
      </div>
    </dl>
  );
}

function EmergencyBanner() {
  return (
    <section aria-labelledby="contact-emergency" className="bg-red-800 py-12 text-white">
      <Container className="flex flex-col items-center justify-between gap-6 text-center lg:flex-row lg:text-left">
        <div>
          <h2 id="contact-emergency" className="text-2xl font-bold">
            {emergency.title}
          </h2>
          <p className="mt-2 text-red-50">{emergency.text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonAnchor href={siteConfig.supportPhone.href} variant="white" className="whitespace-nowrap">
            <Icon name="phone" /> {siteConfig.supportPhone.display}
          </ButtonAnchor>
          <ButtonAnchor href={`mailto:${siteConfig.emails.sales}`} variant="outline-white" className="whitespace-nowrap">
            <Icon name="mail" /> {siteConfig.emails.sales}
          </ButtonAnchor>
        </div>
      </Container>
    </section>
  );
}
