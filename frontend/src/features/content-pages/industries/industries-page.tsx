// Industries overview: each industry with challenges, solutions and
// benefits, linking to its page or to /contact.
import { CtaBanner } from '../../../components/cta-banner';
import { Card } from '../../../components/ui/card';
import { Section } from '../../../components/ui/section';
import { industries, industriesIntro } from '../../../content/industries/overview';
import { CheckList } from '../components/check-list';
import { ContentButton } from '../components/content-link';
import { IconTile } from '../../../components/ui/icon';
import { PageHero } from '../components/page-hero';

export function IndustriesPage() {
  return (
    <main id="main">
      <PageHero eyebrow="Industries" title={industriesIntro.title} lead={industriesIntro.lead} />
      <Section aria-label="Industries we serve">
        <ul className="grid gap-8 lg:grid-cols-2">
          {industries.map((ind) => (
            <Card as="li" key={ind.id} id={ind.id} className="flex flex-col scroll-mt-20">
              <div className="flex items-start gap-4">
                <IconTile name={ind.icon} />
                <div>
                  <h2 className="text-2xl font-bold text-slate-900">{ind.title}</h2>
                  <p className="mt-1 text-sm text-slate-600">{ind.summary}</p>
                </div>
              </div>
              <div className="mt-6 grid flex-1 gap-6 sm:grid-cols-3">
                <CheckList label="Challenges" items={ind.challenges} />
                <CheckList label="Solutions" items={ind.solutions} />
                <CheckList label="Benefits" items={ind.benefits} />
              </div>
              <div className="mt-6">
                <ContentButton link={ind.link} variant={ind.link.to === '/contact' ? 'outline' : 'primary'} />
              </div>
            </Card>
          ))}
        </ul>
      </Section>
      <CtaBanner />
    </main>
  );
}
