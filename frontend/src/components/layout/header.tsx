// The sticky site header: logo, four menus whose items have a title and a description, an
// About link, Book Consultation and Contact buttons, the active item by path prefix, and the mobile
// toggle menu below the lg breakpoint.
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { aboutLink, navMenus, underPrefix, type NavMenu } from '../../config/navigation';
import { cn } from '../../lib/cn';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/section';
import { LogoMark, LogoText } from './logo';
import { MobileMenu } from './mobile-menu';
import { SiteLink } from './site-link';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

function DesktopMenu({
  menu,
  open,
  active,
  onToggle,
  onClose,
}: {
  menu: NavMenu;
  open: boolean;
  active: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const panelId = useId();
  return (
    <li className="relative" onMouseLeave={() => open && onClose()}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium',
          active ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700',
        )}
        data-active={active || undefined}
      >
        {menu.title}
        <Chevron open={open} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul>
          {menu.items.map((item) => (
            <li key={item.href}>
              <SiteLink href={item.href} onClick={onClose} className="block rounded-lg px-3 py-2 hover:bg-slate-50">
                <span className="block text-sm font-semibold text-slate-900">{item.title}</span>
                <span className="block text-xs text-slate-600">{item.description}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function Header() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  // A route change, Escape or a click elsewhere closes an open menu.
  useEffect(() => setOpenMenu(null), [pathname]);
  useEffect(() => {
    if (!openMenu) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenMenu(null);
    const onClick = (e: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [openMenu]);

  const aboutActive = underPrefix(pathname, aboutLink.href);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2">
          <LogoMark />
          <LogoText />
          <span className="sr-only">, home</span>
        </Link>
        <nav ref={navRef} aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navMenus.map((menu) => (
              <DesktopMenu
                key={menu.title}
                menu={menu}
                open={openMenu === menu.title}
                active={menu.prefixes.some((p) => underPrefix(pathname, p))}
                onToggle={() => setOpenMenu((m) => (m === menu.title ? null : menu.title))}
                onClose={() => setOpenMenu(null)}
              />
            ))}
            <li>
              <SiteLink
                href={aboutLink.href}
                className={cn(
                  'inline-flex rounded-md px-3 py-2 text-sm font-medium',
                  aboutActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700',
                )}
                aria-current={aboutActive ? 'page' : undefined}
              >
                {aboutLink.title}
              </SiteLink>
            </li>
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <ButtonLink to="/book-consultation" variant="outline" size="sm">
            Book Consultation
          </ButtonLink>
          <ButtonLink to="/contact" size="sm">
            Contact
          </ButtonLink>
        </div>
        <MobileMenu pathname={pathname} />
      </Container>
    </header>
  );
}
