import { Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML the server rendered from a content file and sanitised (features/site on the server). A
 * click on one of its own links (/catalog, /terms) stays in the app instead of reloading the page.
 */
export const SiteHtml = ({ html }: { html: string }) => {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Typography>
      {/* The markup is the server's sanitised rendering of a content file (never user input). */}
      <div className="site-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
};
