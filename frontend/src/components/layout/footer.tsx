// The site footer: blurb, social links, solutions and services lists, the contact block,
// the copyright with the current year, and the policy links.
import { useEffect, useState } from 'react';
import { footerServices, footerSolutions, policyLinks } from '../../config/navigation';
import { siteConfig } from '../../site-config';
import { Container } from '../ui/section';
import { LogoMark, LogoText } from './logo';
import { SiteLink } from './site-link';
import { SocialIcon } from './social-icon';

/** The year, read again in the browser: a page prerendered last December must not say so in January. */
function useCurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

function LinkList({ title, links }: { title: string; links: readonly { title: string; href: string }[] }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <SiteLink href={l.href} className="text-sm text-slate-300 hover:text-white">
              {l.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const year = useCurrentYear();
  const { address } = siteConfig;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark />
            <LogoText inverted />
          </div>
          <p className="mt-4 text-sm leading-6">
            {siteConfig.description} Serving Nigerian businesses since {siteConfig.founded}.
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {siteConfig.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <SocialIcon name={s.name} />
                  <span className="sr-only">{s.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title="Solutions" links={footerSolutions} />
        <LinkList title="Services" links={footerServices} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>
              {address.street}
              <br />
              {address.city}, {address.state}, {address.country}
            </p>
            <p>
              <a href={siteConfig.phone.href} className="hover:text-white">
                {siteConfig.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${siteConfig.emails.sales}`} className="hover:text-white">
                {siteConfig.emails.sales}
              </a>
            </p>
          </address>
        </div>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{year}</span> {siteConfig.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {policyLinks.map((l) => (
              <li key={l.href}>
                <SiteLink href={l.href} id={l.href.startsWith('#') ? l.href.slice(1) : undefined} className="hover:text-white">
                  {l.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
