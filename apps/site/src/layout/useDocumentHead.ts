import { useEffect } from 'react';

/**
 * Replaces the page icon with the stored favicon once it is known.
 * @param href - the favicon URL from the `favicon` site asset; nothing happens while undefined.
 * @see docs/requirements.md §2 (favicon replaced from the site asset named favicon)
 */
export function useFavicon(href: string | undefined): void {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
    link.removeAttribute('type');
  }, [href]);
}
