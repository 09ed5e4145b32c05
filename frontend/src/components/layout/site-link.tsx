import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to a path held as data (menus, footer). Site paths navigate in the app; anchors and outside
 * addresses stay plain. The route-table test checks every such path exists.
 */
export function SiteLink({ href, ...props }: { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  if (!href.startsWith('/')) return <a href={href} {...props} />;
  return <Link to={href as never} preload="intent" {...props} />;
}
