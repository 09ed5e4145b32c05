// Home: hero, partner logos, stats band, three solution cards, four
// service cards, six industry cards, the shared call-to-action band, three testimonials.
import { Link } from '@tanstack/react-router';
import { CtaBanner } from '../../../components/cta-banner';
import { Card, CardText, CardTitle } from '../../../components/ui/card';
import { Section, SectionHeading } from '../../../components/ui/section';
import { heroFigures, homeHero, homeIndustries, homeServices, homeSolutions, homeStats, homeTestimonials } from '../../../content/home';
import { partners } from '../../../content/partners';
import { CheckList } from '../components/check-list';
import { ContentButton } from '../components/content-link';
import { Icon, IconTile } from '../../../components/ui/icon';
import { PageHero } from '../components/page-hero';
import { StatsBand } from '../components/stat-list';

export function HomePage() {
  return (
    <main id="main">
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        lead={homeHero.lead}
        actions={
          <>
            <ContentButton link={homeHero.primary} variant="secondary" size="lg" />
            <ContentButton link={homeHero.demo} variant="outline-white" size="lg" />
          </>
        }
        aside={<HeroFigures />}
      />

      <PartnerLogos />

      <StatsBand title="Our track record" stats={homeStats} padding="py-12" />

      <SolutionsSection />

      <ServicesSection />

      <IndustriesSection />

      <CtaBanner />

      <TestimonialsSection />
    </main>
  );
}

function PartnerLogos() {
  return (
    <section aria-labelledby="partners-title" className="border-b border-slate-200 bg-white py-10">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="partners-title" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-600">
          Trusted partner of the world’s leading technology vendors
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center gap-6 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((p) => (
            <li key={p.name} className="flex justify-center">
              <img
                src={p.logo.src}
                width={p.logo.width}
                height={p.logo.height}
                alt={p.name}
                loading="lazy"
                decoding="async"
                className="h-10 w-auto"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SolutionsSection() {
  return (
    <Section aria-labelledby="solutions-title">
      <SectionHeading
        id="solutions-title"
        eyebrow="Solutions"
        title="One partner for how your people work, sell and operate"
        intro="Microsoft 365, Dynamics 365 and Odoo ERP, implemented and supported by engineers who know Nigerian businesses."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {homeSolutions.map((s) => (
          <Card as="li" key={s.title} className="flex flex-col">
            {s.icon ? <IconTile name={s.icon} /> : null}
            <CardTitle className="mt-4">{s.title}</CardTitle>
            <CardText>{s.description}</CardText>
            {s.features ? <CheckList className="mt-4 flex-1" items={s.features} /> : null}
            <Link
              to={s.link.to}
              className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {s.link.label} <span aria-hidden="true">→</span>
            </Link>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function ServicesSection() {
  return (
    <Section tone="muted" aria-labelledby="services-title">
      <SectionHeading
        id="services-title"
        eyebrow="Services"
        title="Services that take work off your team’s desk"
        intro="Automation, analytics, AI and cloud migration, delivered with fixed scopes and prices in naira."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeServices.map((s) => (
          <Card as="li" key={s.title} className="flex flex-col">
            {s.icon ? <IconTile name={s.icon} tone="bg-amber-100 text-amber-900" /> : null}
            <CardTitle className="mt-4">{s.title}</CardTitle>
            <CardText className="flex-1">{s.description}</CardText>
            <Link
              to={s.link.to}
              className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Learn more<span className="sr-only"> about {s.link.label.toLowerCase()}</span> <span aria-hidden="true">→</span>
            </Link>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function IndustriesSection() {
  return (
    <Section aria-labelledby="industries-title">
      <SectionHeading
        id="industries-title"
        eyebrow="Industries"
        title="Built for the sectors that drive Nigeria"
        intro="Sector knowledge from projects in Rivers, Lagos, Abuja and across the Niger Delta."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {homeIndustries.map((ind) => (
          <li key={ind.title}>
            <Link
              to={ind.link.to}
              className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-600"
            >
              <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${ind.color}`}>
                <Icon name={ind.icon} className="h-6 w-6" />
              </span>
              <span>
                <span className="block text-lg font-semibold text-slate-900 group-hover:text-brand-700">{ind.title}</span>
                <span className="mt-1 block text-sm leading-6 text-slate-600">{ind.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function TestimonialsSection() {
  return (
    <Section tone="muted" aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What our clients say" />
      <ul className="grid gap-6 md:grid-cols-3">
        {homeTestimonials.map((t) => (
          <Card as="li" key={t.author}>
            <figure className="flex h-full flex-col">
              <blockquote className="flex-1 text-slate-700">
                <p className="leading-7">“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-slate-900">{t.author}</span>
                <span className="block text-sm text-slate-600">{t.role}</span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

/** The hero illustration: a dashboard card with the decorative figures. */
function HeroFigures() {
  return (
    <div className="relative mx-auto max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-white/20">
      <p className="text-sm font-semibold text-slate-600">Typical results after the first year</p>
      <ul className="mt-4 space-y-4">
        {heroFigures.map((f, i) => (
          <li key={f.label} className="flex items-center gap-4 rounded-xl bg-slate-50 p-4">
            <span
              className={`inline-flex h-11 w-11 items-center justify-center rounded-lg ${
                i === 0 ? 'bg-green-100 text-green-800' : i === 1 ? 'bg-brand-100 text-brand-800' : 'bg-amber-100 text-amber-900'
              }`}
            >
              <Icon name={i === 0 ? 'chart' : i === 1 ? 'bolt' : 'bank'} className="h-6 w-6" />
            </span>
            <span>
              <span className="block text-2xl font-bold">{f.value}</span>
              <span className="block text-sm text-slate-600">{f.label}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
