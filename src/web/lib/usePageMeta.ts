import { useEffect } from 'react';

/** Sets the document title (and description) for the page on screen. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description)
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
