import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from './external-link';
import './content-link.css';

/**
 * A call to action that staff wrote: a path inside the portal opens in place; an https address of
 * another site opens in a new window without access to ours (or the phone's browser in the app).
 */
export function ContentLink({
  href,
  title,
  className,
  children,
}: {
  href: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  if (/^\/(?!\/)/.test(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (!/^https:\/\//i.test(href)) return null;
  return (
    <ExternalLink href={href} title={title} className={className}>
      {children}
    </ExternalLink>
  );
}
