import type { DemoTender } from '@batiao/shared/contracts/demo';
import { DEMO_TRADE_LABELS } from '@batiao/shared/contracts/demo';

/** The fixed demo response shown in the preview (supporting-areas §3): letter, memo, 8 attachments. */
export interface DemoResponse {
  lettreCandidat: string;
  memoireTechnique: string;
  documentsJoints: string[];
}

export function demoResponse(tender: DemoTender): DemoResponse {
  const trade = DEMO_TRADE_LABELS[tender.profession].toLowerCase();
  return {
    lettreCandidat:
      `Madame, Monsieur, nous avons l’honneur de vous présenter notre candidature pour le marché « ${tender.title} » ` +
      `(${tender.id}). Entreprise de ${trade} intervenant à ${tender.city.name} et dans sa région, nous disposons des ` +
      `moyens humains et matériels adaptés et nous engageons à respecter le délai d’exécution de ${tender.executionDelay}. ` +
      'Vous trouverez ci-joint notre mémoire technique et les pièces demandées.',
    memoireTechnique:
      `1. Compréhension du projet — ${tender.description} ` +
      `2. Méthodologie — Préparation, réalisation par zones, autocontrôles et réception. ` +
      `3. Exigences du marché — ${tender.requirements.join(' ; ')}. ` +
      '4. Moyens humains et matériels — Équipe encadrée par un chef de chantier, matériel en propre. ' +
      '5. Planning — Phasage sur trois mois avec jalons de validation. 6. Qualité, sécurité, environnement.',
    documentsJoints: [
      'Lettre de candidature (DC1)',
      'Déclaration du candidat (DC2)',
      'Extrait Kbis de moins de 3 mois',
      'Attestation d’assurance décennale',
      'Attestation de vigilance URSSAF',
      'Attestation de régularité fiscale',
      'Références de chantiers similaires',
      'Mémoire technique signé',
    ],
  };
}
