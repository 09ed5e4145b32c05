// /book-consultation: header with the FREE CONSULTATION badge and stats; six consultation-type
// cards that preset both forms; tabs Book Consultation / Send Message; three success stories; the
// immediate-assistance box. A successful booking replaces the page with the confirmation view.
import type { ConsultationType } from '@site/contracts/options';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { Container, Section, SectionHeading } from '../../../components/ui/section';
import { Tabs } from '../../../components/ui/tabs';
import { bookConsultationHero } from '../../../content/book-consultation-page';
import { consultationTypeCards } from '../../../content/consultation-types';
import { bookingSuccessStories } from '../../../content/success-stories';
import { siteConfig } from '../../../site-config';
import { BookingForm } from '../../../lead-forms/components/booking-form';
import { ContactMessageForm } from '../../../lead-forms/components/contact-message-form';
import { BookingConfirmation } from './booking-confirmation';
import { ConsultationTypeCards } from './consultation-type-cards';

type TabKey = 'book' | 'message';

export function BookConsultationPage() {
  const [selected, setSelected] = useState<ConsultationType | undefined>(undefined);
  const [tab, setTab] = useState<TabKey>('book');
  const [bookedId, setBookedId] = useState<string | null>(null);
  const formsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (bookedId) window.scrollTo({ top: 0 });
  }, [bookedId]);

  if (bookedId) return <BookingConfirmation id={bookedId} />;

  return (
    <main id="main">
      <BookConsultationHero />

      <Section tone="muted" aria-labelledby="book-types">
        <SectionHeading
          id="book-types"
          title="Choose Your Consultation Type"
          intro="Select the area you want to discuss; we will preset the forms below."
        />
        <ConsultationTypeCards
          selected={selected}
          onSelect={(id) => {
            setSelected(id);
            formsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        />
      </Section>

      <BookingFormsSection formsRef={formsRef} tab={tab} onTabChange={setTab} selected={selected} onBooked={setBookedId} />

      <SuccessStories />

      <AssistanceBox />
    </main>
  );
}

function BookConsultationHero() {
  return (
    <section aria-labelledby="book-title" className="bg-gradient-to-br from-brand-900 to-brand-700 py-16 text-white sm:py-20">
      <Container className="text-center">
        <Badge tone="accent" className="px-3 py-1 text-sm">
          {bookConsultationHero.badge}
        </Badge>
        <h1 id="book-title" className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">
          {bookConsultationHero.title}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{bookConsultationHero.intro}</p>
        <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
          {bookConsultationHero.stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="text-sm text-brand-100">{s.label}</dt>
              <dd className="text-3xl font-bold">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

function BookingFormsSection({
  formsRef,
  tab,
  onTabChange: setTab,
  selected,
  onBooked: setBookedId,
}: {
  formsRef: RefObject<HTMLDivElement | null>;
  tab: TabKey;
  onTabChange: (tab: TabKey) => void;
  /** The consultation type chosen above; presets both forms. */
  selected: ConsultationType | undefined;
  onBooked: (id: string) => void;
}) {
  const service = consultationTypeCards.find((c) => c.id === selected)?.service;
  return (
    <Section spacing="lg" aria-labelledby="book-forms">
      <div ref={formsRef} className="mx-auto max-w-3xl scroll-mt-20">
        <SectionHeading id="book-forms" title="Schedule Your Session" intro="Pick a date and time, or send us your requirements." />
        <Card className="p-6 sm:p-8">
          <Tabs<TabKey>
            label="Booking options"
            value={tab}
            onChange={setTab}
            items={[
              {
                key: 'book',
                label: 'Book Consultation',
                panel: <BookingForm variant="full" defaultConsultationType={selected} onSuccess={setBookedId} />,
              },
              {
                key: 'message',
                label: 'Send Message',
                panel: <ContactMessageForm variant="book-consultation" title="Send Us Your Requirements" defaultService={service} />,
              },
            ]}
          />
        </Card>
      </div>
    </Section>
  );
}

function SuccessStories() {
  return (
    <Section tone="muted" aria-labelledby="book-stories">
      <SectionHeading id="book-stories" title="Success Stories" intro="Results our clients saw after their first consultation." />
      <ul className="grid gap-6 md:grid-cols-3">
        {bookingSuccessStories.map((s) => (
          <Card as="li" key={s.company}>
            <Badge tone="brand">{s.industry}</Badge>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{s.company}</h3>
            <p className="mt-2 text-sm text-slate-600">{s.solution}</p>
            <p className="mt-4 flex items-center gap-2 font-semibold text-green-800">
              <Icon name="trending-up" /> {s.result}
            </p>
            <p className="mt-1 text-sm text-slate-600">Delivered in {s.timeframe}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function AssistanceBox() {
  return (
    <Section aria-labelledby="book-assist">
      <div className="mx-auto max-w-3xl rounded-2xl bg-brand-50 p-8 text-center">
        <h2 id="book-assist" className="text-2xl font-bold text-slate-900">
          Need Immediate Assistance?
        </h2>
        <p className="mt-2 text-slate-700">Our team is ready to help. We respond to every enquiry within 24 hours.</p>
        <ul className="mt-6 flex flex-col items-center justify-center gap-4 sm:flex-row sm:gap-8">
          <li>
            <a href={siteConfig.phone.href} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
              <Icon name="phone" /> {siteConfig.phone.display}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${siteConfig.emails.sales}`}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
            >
              <Icon name="mail" /> {siteConfig.emails.sales}
            </a>
          </li>
          <li className="inline-flex items-center gap-2 font-semibold text-slate-800">
            <Icon name="clock" /> 24-hour response time
          </li>
        </ul>
      </div>
    </Section>
  );
}
