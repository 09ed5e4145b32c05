// Buttons for the PageLink values of the content modules.
import { ButtonLink, type ButtonStyleProps } from '../../../components/ui/button';
import type { PageLink } from '../../../content/types';

export function ContentButton({ link, ...style }: { link: PageLink } & ButtonStyleProps) {
  return (
    <ButtonLink to={link.to} {...style}>
      {link.label}
    </ButtonLink>
  );
}

/** Hero buttons: the first is the primary action, the rest are outlined. */
export function HeroActions({ links }: { links: readonly PageLink[] }) {
  return (
    <>
      {links.map((link, i) => (
        <ContentButton key={link.label} link={link} variant={i === 0 ? 'secondary' : 'outline-white'} size="lg" />
      ))}
    </>
  );
}
