import type { ReactNode } from 'react';
import { openBrowserLink } from '../lib/native-bridge';

interface Props {
  href: string;
  /** Names the page for the app's browser and for screen readers. */
  title: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site: a new tab on the web, the phone's browser inside the app. */
export function ExternalLink({ href, title, className, children }: Props) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (openBrowserLink(href, title)) event.preventDefault();
      }}
    >
      {children}
      <span className="visually-hidden"> (새 창)</span>
    </a>
  );
}
