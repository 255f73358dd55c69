import { useEffect } from 'react';

export const SITE_NAME = 'BatiAO';

export interface PageMeta {
  /** The page name; the document title becomes "<title> | BatiAO". */
  title: string;
  description: string;
  /** Keeps the page out of search engines (login, private pages). */
  noindex?: boolean;
}

function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets the French title, description and robots directive of the current page. */
export function usePageMeta({ title, description, noindex = false }: PageMeta): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
    setMeta('description', description);
    setMeta('robots', noindex ? 'noindex, nofollow' : 'index, follow');
  }, [title, description, noindex]);
}
