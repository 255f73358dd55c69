import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta, type PageMeta } from './page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets the French title with the product name, the description and index/follow by default', () => {
    render(<Page title="Tarifs" description="Les formules de BatiAO." />);
    expect(document.title).toBe('Tarifs | BatiAO');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Les formules de BatiAO.',
    );
    expect(robots()).toBe('index, follow');
  });

  it('keeps private pages out of search engines', () => {
    render(<Page title="Connexion" description="Connectez-vous." noindex />);
    expect(robots()).toBe('noindex, nofollow');
  });
});
