import { siteConfig } from '../../site-config';

export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#1e40af" />
      <path d="M9 20.5 16 9l7 11.5H9Z" fill="#fff" />
      <circle cx="16" cy="22.5" r="2.5" fill="#f59e0b" />
    </svg>
  );
}

export function LogoText({ inverted }: { inverted?: boolean }) {
  return <span className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>{siteConfig.name}</span>;
}
