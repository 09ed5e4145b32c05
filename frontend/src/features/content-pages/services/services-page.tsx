// Services overview: seven services with description, features,
// benefits and use cases; Get Started and Learn More follow the site's link rules (see content).
import { Link } from '@tanstack/react-router';
import { CtaBanner } from '../../../components/cta-banner';
import { Card, CardText } from '../../../components/ui/card';
import { Section } from '../../../components/ui/section';
import { cloudMigrationPointer, services, servicesIntro } from '../../../content/services/overview';
import { CheckList } from '../components/check-list';
import { ContentButton } from '../components/content-link';
import { IconTile } from '../../../components/ui/icon';
import { PageHero } from '../components/page-hero';

export function ServicesPage() {
  return (
    <main id="main">
      <PageHero eyebrow="Services" title={servicesIntro.title} lead={servicesIntro.lead} />

      <Section aria-label="Our services">
        <ul className="space-y-8">
          {services.map((s) => (
            <Card as="li" key={s.id} id={s.id} className="scroll-mt-20">
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                <IconTile name={s.icon} />
                <div className="flex-1">
                  <h2 className="text-2xl font-bold text-slate-900">{s.title}</h2>
                  <CardText className="text-base">{s.description}</CardText>
                </div>
              </div>
              <div className="mt-6 grid gap-6 md:grid-cols-3">
                <CheckList label="Features" items={s.features} />
                <CheckList label="Benefits" items={s.benefits} />
                <CheckList label="Use cases" items={s.useCases} />
              </div>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <ContentButton link={s.getStarted} />
                <ContentButton link={s.learnMore} variant="outline" />
              </div>
            </Card>
          ))}
        </ul>
        <p className="mt-10 text-center text-slate-700">
          {cloudMigrationPointer.text}{' '}
          <Link to={cloudMigrationPointer.link.to} className="font-semibold text-brand-700 underline underline-offset-4">
            {cloudMigrationPointer.link.label}
          </Link>
          .
        </p>
      </Section>

      <CtaBanner />
    </main>
  );
}
