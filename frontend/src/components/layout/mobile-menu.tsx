// The small-screen menu: open or closed; one submenu expanded at a time;
// choosing the expanded one again collapses it; following any link closes everything.
import { useEffect, useId, useState } from 'react';
import { aboutLink, navMenus, type NavMenu, underPrefix } from '../../config/navigation';
import { cn } from '../../lib/cn';
import { ButtonLink } from '../ui/button';
import { SiteLink } from './site-link';

export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelId = useId();

  function closeAll() {
    setOpen(false);
    setExpanded(null);
  }

  useEffect(() => {
    setOpen(false);
    setExpanded(null);
  }, [pathname]);

  return (
    <div className="lg:hidden">
      <MenuButton open={open} panelId={panelId} onClick={() => (open ? closeAll() : setOpen(true))} />
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="space-y-1 px-4 py-4">
          {navMenus.map((menu) => (
            <MobileSubmenu
              key={menu.title}
              menu={menu}
              subId={`${panelId}-${menu.title.toLowerCase()}`}
              active={menu.prefixes.some((p) => underPrefix(pathname, p))}
              expanded={expanded === menu.title}
              onToggle={() => setExpanded(expanded === menu.title ? null : menu.title)}
              onNavigate={closeAll}
            />
          ))}
          <li>
            <SiteLink href={aboutLink.href} onClick={closeAll} className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800">
              {aboutLink.title}
            </SiteLink>
          </li>
          <li>
            <SiteLink href="/contact" onClick={closeAll} className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800">
              Contact
            </SiteLink>
          </li>
          <li className="pt-2">
            <ButtonLink to="/book-consultation" fullWidth size="lg" onClick={closeAll}>
              Book Free Consultation
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** The hamburger button; its label and icon say what a press will do. */
function MenuButton({ open, panelId, onClick }: { open: boolean; panelId: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onClick}
      className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
    >
      <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        {open ? <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" /> : <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />}
      </svg>
    </button>
  );
}

/** One top-level menu: its disclosure button and the list of its links. */
function MobileSubmenu({
  menu,
  subId,
  active,
  expanded: isExpanded,
  onToggle,
  onNavigate: closeAll,
}: {
  menu: NavMenu;
  subId: string;
  /** The current page is under this menu. */
  active: boolean;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={subId}
        onClick={onToggle}
        className={cn(
          'flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-medium',
          active ? 'text-brand-700' : 'text-slate-800',
        )}
      >
        {menu.title}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cn('h-5 w-5 transition-transform', isExpanded && 'rotate-180')}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul id={subId} hidden={!isExpanded} className="mb-2 ml-3 border-l border-slate-200 pl-3">
        {menu.items.map((item) => (
          <li key={item.href}>
            <SiteLink href={item.href} onClick={closeAll} className="block rounded-lg px-3 py-2 hover:bg-slate-50">
              <span className="block text-sm font-semibold text-slate-900">{item.title}</span>
              <span className="block text-xs text-slate-600">{item.description}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
