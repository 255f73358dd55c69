import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompatibilityBox, CompatibilitySummary } from './compatibility';

/** The detail's score box with what the consultation files add (issue 16). */

const MESSAGE =
  'Compatible : lot « Couverture tuiles » (CPV 45261210) dans le Rhône, votre département, clôture dans 23 jours.';

describe('the compatibility box', () => {
  it('lists the points of the consultation files, the blocking one first, each with its source', () => {
    render(
      <CompatibilityBox
        analysis={{
          score_global: 60,
          ai_message: MESSAGE,
          reasons: [
            {
              level: 'bloquant',
              text: 'Visite obligatoire le 12 décembre 2026 : date passée — sans l’attestation de visite, l’offre serait irrégulière',
              source: 'RC.pdf, p. 2',
            },
            {
              level: 'attention',
              text: 'Pièces demandées par le dossier de consultation — absentes de votre dossier : Extrait Kbis (ou extrait RNE / D1)',
              source: null,
            },
            { level: 'info', text: 'Prix global et forfaitaire décomposé dans la DPGF de l’acheteur', source: null },
          ],
        }}
      />,
    );
    const box = within(screen.getByRole('region', { name: 'Compatibilité avec votre profil' }));
    expect(box.getByTestId('compatibility-score')).toHaveTextContent('60 %');
    expect(box.getByText(MESSAGE)).toBeInTheDocument();
    const items = within(
      box.getByRole('list', { name: 'Points relevés dans le dossier de consultation' }),
    ).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-level'))).toEqual(['bloquant', 'attention', 'info']);
    expect(items[0]).toHaveTextContent(
      'Point bloquant : Visite obligatoire le 12 décembre 2026 : date passée — sans l’attestation de visite, l’offre serait irrégulière',
    );
    expect(within(items[0] as HTMLElement).getByText('RC.pdf, p. 2')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent(
      'À faire : Pièces demandées par le dossier de consultation — absentes de votre dossier : Extrait Kbis',
    );
    expect(items[2]).toHaveTextContent('À savoir : Prix global et forfaitaire');
    expect(box.getByText(/des pièces du dossier de consultation que vous avez jointes/)).toBeInTheDocument();
  });

  it('shows no list without files, as before', () => {
    render(<CompatibilityBox analysis={{ score_global: 72, ai_message: MESSAGE }} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/dossier de consultation/)).not.toBeInTheDocument();
  });

  it('keeps the card’s line to the score and the message', () => {
    render(<CompatibilitySummary analysis={{ score_global: 86, ai_message: 'Très compatible.', reasons: [] }} />);
    expect(screen.getByTestId('compatibility-message')).toHaveTextContent('Très compatible.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
