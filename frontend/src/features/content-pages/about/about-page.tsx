// About: mission, vision, timeline, strategic partners with
// certifications, contact details and opening hours.
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Section, SectionHeading } from '../../../components/ui/section';
import { aboutIntro, mission, timeline, values, vision } from '../../../content/about';
import { partners } from '../../../content/partners';
import { absoluteUrl } from '../../../lib/structured-data';
import { siteConfig } from '../../../site-config';
import { CheckList } from '../components/check-list';
import { Icon } from '../../../components/ui/icon';
import { JsonLd } from '../components/json-ld';
import { PageHero } from '../components/page-hero';

const mailboxes = [
  { label: 'General enquiries', address: siteConfig.emails.info },
  { label: 'Sales', address: siteConfig.emails.sales },
  { label: 'Support', address: siteConfig.emails.support },
];

export function AboutPage() {
  return (
    <main id="main">
      <PageHero eyebrow={`About ${siteConfig.name}`} title={aboutIntro.title} lead={aboutIntro.lead} />
      <MissionSection />
      <TimelineSection />
      <PartnersSection />
      <ContactSection />
      <OrganizationJsonLd />
    </main>
  );
}

function MissionSection() {
  return (
    <Section aria-label="Mission and vision">
      <div className="grid gap-6 md:grid-cols-2">
        {[mission, vision].map((m) => (
          <Card key={m.title} className="bg-brand-50">
            <h2 className="text-2xl font-bold text-slate-900">{m.title}</h2>
            <p className="mt-3 text-lg leading-8 text-slate-700">{m.text}</p>
          </Card>
        ))}
      </div>
      <h2 className="mt-14 text-2xl font-bold text-slate-900">What we stand for</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((v) => (
          <li key={v.title} className="rounded-xl border border-slate-200 p-6">
            <h3 className="font-semibold text-slate-900">{v.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{v.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function TimelineSection() {
  return (
    <Section tone="muted" aria-labelledby="timeline-title">
      <SectionHeading id="timeline-title" eyebrow="Our journey" title={`From ${siteConfig.founded} to today`} />
      <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-200 pl-8">
        {timeline.map((m) => (
          <li key={m.year} className="relative pb-10 last:pb-0">
            <span
              className="absolute -left-[2.6rem] top-0 flex h-5 w-5 items-center justify-center rounded-full bg-brand-700 ring-4 ring-slate-50"
              aria-hidden="true"
            />
            <p className="text-sm font-bold text-brand-700">{m.year}</p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">{m.title}</h3>
            <p className="mt-1 text-slate-600">{m.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function PartnersSection() {
  return (
    <Section aria-labelledby="partners-title">
      <SectionHeading
        id="partners-title"
        eyebrow="Strategic partners"
        title="Partners and certifications"
        intro="Our engineers hold current vendor certifications, renewed every year."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((p) => (
          <Card as="li" key={p.name}>
            <img
              src={p.logo.src}
              width={p.logo.width}
              height={p.logo.height}
              alt=""
              loading="lazy"
              decoding="async"
              className="h-10 w-auto"
            />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{p.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{p.status}</p>
            <CheckList className="mt-4" label="Certifications" items={p.certifications} />
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function ContactSection() {
  return (
    <Section tone="muted" aria-labelledby="contact-title">
      <SectionHeading id="contact-title" eyebrow="Contact" title="Visit, call or write to us" />
      <div className="grid gap-6 md:grid-cols-3">
        <OfficeCard />
        <PhoneAndEmailCard />
        <OpeningHoursCard />
      </div>
      <div className="mt-10 text-center">
        <ButtonLink to="/contact" size="lg">
          Contact us
        </ButtonLink>
      </div>
    </Section>
  );
}

function OfficeCard() {
  const { address } = siteConfig;
  return (
    <Card>
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name="building" className="h-5 w-5 text-brand-700" /> Office
      </h3>
      <address className="mt-3 not-italic leading-7 text-slate-700">
        {siteConfig.legalName}
        <br />
        {address.street}
        <br />
        {address.city}, {address.state}
        <br />
        {address.country}
      </address>
    </Card>
  );
}

function PhoneAndEmailCard() {
  return (
    <Card>
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name="phone" className="h-5 w-5 text-brand-700" /> Phone and e-mail
      </h3>
      <ul className="mt-3 space-y-2 text-slate-700">
        <li>
          Phone:{' '}
          <a href={siteConfig.phone.href} className="font-semibold text-brand-700 underline underline-offset-4">
            {siteConfig.phone.display}
          </a>
        </li>
        {mailboxes.map((m) => (
          <li key={m.address}>
            {m.label}:{' '}
            <a href={`mailto:${m.address}`} className="break-all font-semibold text-brand-700 underline underline-offset-4">
              {m.address}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function OpeningHoursCard() {
  return (
    <Card>
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name="clock" className="h-5 w-5 text-brand-700" /> Opening hours
      </h3>
      <dl className="mt-3 space-y-2 text-slate-700">
        {siteConfig.hours.map((h) => (
          <div key={h.days} className="flex justify-between gap-4">
            <dt className="font-medium">{h.days}</dt>
            <dd>{h.time}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">Emergency support is available 24/7 for critical issues.</p>
    </Card>
  );
}

function OrganizationJsonLd() {
  const { address } = siteConfig;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: siteConfig.name,
        legalName: siteConfig.legalName,
        url: siteConfig.url,
        logo: absoluteUrl('/favicon.svg'),
        foundingDate: String(siteConfig.founded),
        description: siteConfig.description,
        address: {
          '@type': 'PostalAddress',
          streetAddress: address.street,
          addressLocality: address.city,
          addressRegion: address.state,
          addressCountry: address.countryCode,
        },
        contactPoint: mailboxes.map((m) => ({
          '@type': 'ContactPoint',
          contactType: m.label,
          email: m.address,
          telephone: siteConfig.phone.display,
          areaServed: 'NG',
          availableLanguage: ['English'],
        })),
        openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-14:00'],
        sameAs: siteConfig.social.map((s) => s.href),
      }}
    />
  );
}
