import { describe, expect, it } from 'vitest';
import { tenderAnalysisSchema, type TenderFileRole } from '@batiao/shared/contracts/tender-files';
import { makePdf } from '../../test/fixtures/dce.ts';
import { analyseDce, type AnalysedPiece } from './tender-files.analysis.ts';
import { readPiece } from './tender-files.reading.ts';

/**
 * The RC and the CCAP read for what a bidder must know (issue 16, « Analysis »): award criteria and
 * sub-criteria with their weights in the layouts real RCs use, the contents asked for the
 * candidature and the offer, the penalties and their amounts, the visit, the offer's validity, the
 * variants and PSE — each with its file, page and article. Texts written like real ones.
 */

const NOW = new Date('2026-11-26T08:00:00Z');

const piece = (label: string, role: TenderFileRole, pages: string[]): AnalysedPiece => ({
  label,
  role,
  textStatus: 'text',
  textPages: pages,
});

const analyse = (...pieces: AnalysedPiece[]) => tenderAnalysisSchema.parse(analyseDce(pieces, NOW));

/** A complete RC: validity, variants, PSE, contents by stage, visit, criteria with sub-criteria in points. */
const RC_COMPLET = [
  [
    'RÈGLEMENT DE LA CONSULTATION',
    'Commune de Saint-Martin – Réhabilitation du groupe scolaire',
    'ARTICLE 2 – CONDITIONS DE LA CONSULTATION',
    '2.1 Délai de validité des offres',
    'Le délai de validité des offres est fixé à cent vingt (120) jours à compter de la date limite de',
    'réception des offres.',
    '2.3 Variantes',
    'Les variantes sont autorisées dans les limites du CCTP.',
    '2.4 Prestations supplémentaires éventuelles',
    'Les candidats doivent obligatoirement chiffrer les PSE suivantes :',
    'PSE n°1 : Remplacement des volets roulants du bâtiment B',
    'PSE n°2 : Peinture des menuiseries extérieures',
  ].join('\n'),
  [
    'ARTICLE 5 – PRÉSENTATION DES CANDIDATURES ET DES OFFRES',
    '5.1 Pièces de la candidature',
    'Chaque candidat aura à produire un dossier complet comprenant les pièces suivantes :',
    '- Lettre de candidature (DC1) ou DUME',
    '- Déclaration du candidat (DC2)',
    "- Attestations d'assurance responsabilité civile et décennale en cours de validité",
    '- Liste des références de travaux similaires de moins de cinq ans',
    "5.2 Pièces de l'offre",
    "- L'acte d'engagement (ATTRI1) complété et signé",
    '- La décomposition du prix global et forfaitaire (DPGF)',
    '- Un mémoire technique présentant la méthodologie, les moyens humains et matériels affectés',
    "- Le planning prévisionnel d'exécution",
    '- Les fiches techniques des produits proposés',
    "- L'attestation de visite délivrée par le maître d'ouvrage",
    '- Un RIB',
    '5.3 Visite du site',
    'La visite du site est obligatoire. Elle aura lieu le mardi 12 janvier 2027 à 9h30 devant la mairie.',
    "5.4 Pièces à produire par l'attributaire",
    'Le candidat retenu produira dans un délai de 7 jours les attestations URSSAF et de régularité fiscale.',
  ].join('\n'),
  [
    'ARTICLE 7 – JUGEMENT DES OFFRES',
    "Les critères d'attribution sont les suivants :",
    'Valeur technique 60 % : méthodologie 30 points, moyens humains 15, planning 15',
    'Prix des prestations 40 %',
    'Note prix = 40 x (Pmin / P)',
    "ARTICLE 8 – CONDITIONS D'ENVOI DES PLIS",
    'Date limite de réception des offres : 15 février 2027 à 12h00',
  ].join('\n'),
];

describe('the RC read through a PDF (pdfkit, then unpdf as for an upload)', () => {
  it('criteria with their sub-criteria in points, the contents by stage, the visit, validity, variants and PSE, each with page and article', async () => {
    const read = await readPiece('pdf', await makePdf(RC_COMPLET));
    const rc = 'DCE/RC.pdf';
    const a = analyse({ label: rc, role: 'rc', textStatus: read.status, textPages: read.textPages });

    expect(a.criteres).toEqual([
      { critere: 'Valeur technique', ponderation: 60, fichier: rc, page: 3 },
      { critere: 'Prix des prestations', ponderation: 40, fichier: rc, page: 3 },
    ]);
    expect(a.criteres_detail).toEqual([
      {
        critere: 'Valeur technique',
        ponderation: 60,
        unite: '%',
        fichier: rc,
        page: 3,
        article: '7',
        sous_criteres: [
          { critere: 'Méthodologie', ponderation: 30, unite: 'points', fichier: rc, page: 3 },
          { critere: 'Moyens humains', ponderation: 15, unite: 'points', fichier: rc, page: 3 },
          { critere: 'Planning', ponderation: 15, unite: 'points', fichier: rc, page: 3 },
        ],
      },
      {
        critere: 'Prix des prestations',
        ponderation: 40,
        unite: '%',
        fichier: rc,
        page: 3,
        article: '7',
        sous_criteres: [],
      },
    ]);
    expect(a.criteres_remarques).toEqual([]);

    const pieces = (a.pieces_exigees ?? []).map((p) => [p.etape, p.kind, p.page, p.article]);
    expect(pieces).toEqual([
      ['candidature', 'dc1', 2, '5.1'],
      ['candidature', 'dume', 2, '5.1'],
      ['candidature', 'dc2', 2, '5.1'],
      ['candidature', 'assurances', 2, '5.1'],
      ['candidature', 'references', 2, '5.1'],
      ['offre', 'acte_engagement', 2, '5.2'],
      ['offre', 'dpgf', 2, '5.2'],
      ['offre', 'memoire_technique', 2, '5.2'],
      ['offre', 'planning', 2, '5.2'],
      ['offre', 'fiches_techniques', 2, '5.2'],
      ['offre', 'attestation_visite', 2, '5.2'],
      ['offre', 'rib', 2, '5.2'],
      ['attribution', 'urssaf', 2, '5.4'],
      ['attribution', 'fiscal', 2, '5.4'],
    ]);
    expect(a.pieces_exigees?.[0]).toMatchObject({
      piece: 'DC1 – lettre de candidature',
      texte: '- Lettre de candidature (DC1) ou DUME',
      fichier: rc,
    });

    expect(a.visite).toMatchObject({
      obligatoire: true,
      date: '2027-01-12',
      heure: '9 h 30',
      fichier: rc,
      page: 2,
      article: '5.3',
    });
    expect(a.validite_offres).toEqual({ texte: '120 jours', jours: 120, fichier: rc, page: 1, article: '2.1' });
    expect(a.variantes_autorisees).toBe(true);
    expect(a.pse).toEqual([
      { texte: 'PSE 1 : Remplacement des volets roulants du bâtiment B', fichier: rc, page: 1, article: '2.4' },
      { texte: 'PSE 2 : Peinture des menuiseries extérieures', fichier: rc, page: 1, article: '2.4' },
    ]);
    expect(a.date_limite).toEqual({ texte: '2027-02-15 à 12 h 00', fichier: rc, page: 3 });
  });
});

describe('award criteria in the layouts of real RCs', () => {
  it('« Critère n°1 » with the weight on the next line, sub-criteria in percent: the total of 90 % and the 45 of 50 are said', () => {
    const a = analyse(
      piece('RC.pdf', 'rc', [
        'Article 9 : Critères de jugement des offres\n' +
          'Critère n°1 : Prix des prestations\n' +
          'Pondération : 40 %\n' +
          'Critère n°2 : Valeur technique\n' +
          'Pondération : 50 %\n' +
          "Sous-critère 2.1 : Méthodologie d'intervention et organisation du chantier – 25 %\n" +
          'Sous-critère 2.2 : Moyens humains et matériels affectés – 15 %\n' +
          'Sous-critère 2.3 : Démarche environnementale – 5 %\n' +
          'Article 10 : Négociation\n' +
          'Le pouvoir adjudicateur se réserve la possibilité de négocier avec les 3 candidats les mieux classés.',
      ]),
    );
    expect(a.criteres_detail?.map((c) => [c.critere, c.ponderation, c.unite, c.article])).toEqual([
      ['Prix des prestations', 40, '%', '9'],
      ['Valeur technique', 50, '%', '9'],
    ]);
    expect(a.criteres_detail?.[1]?.sous_criteres.map((s) => [s.critere, s.ponderation, s.unite])).toEqual([
      ["Méthodologie d'intervention et organisation du chantier", 25, '%'],
      ['Moyens humains et matériels affectés', 15, '%'],
      ['Démarche environnementale', 5, '%'],
    ]);
    expect(a.criteres_remarques).toEqual([
      'Les pondérations lues totalisent 90 % et non 100 % : vérifiez le RC.',
      'Sous-critères de « Valeur technique » : 45 % au total pour une pondération de 50 %.',
    ]);
  });

  it('a table flattened by the PDF extraction: the numbers alone under « Pondération (%) », numbered sub-criteria', () => {
    const a = analyse(
      piece('RC.pdf', 'rc', [
        '8.2 Critères d’attribution\n' +
          'CRITÈRES PONDÉRATION (%)\n' +
          '1. Prix des prestations 40\n' +
          '2. Valeur technique 60\n' +
          '2.1 Méthodologie 30\n' +
          '2.2 Moyens humains 15\n' +
          '2.3 Planning 15\n' +
          '8.3 Offres anormalement basses',
      ]),
    );
    expect(a.criteres_detail).toEqual([
      {
        critere: 'Prix des prestations',
        ponderation: 40,
        unite: '%',
        fichier: 'RC.pdf',
        page: null,
        article: '8.2',
        sous_criteres: [],
      },
      {
        critere: 'Valeur technique',
        ponderation: 60,
        unite: '%',
        fichier: 'RC.pdf',
        page: null,
        article: '8.2',
        sous_criteres: [
          { critere: 'Méthodologie', ponderation: 30, unite: '%', fichier: 'RC.pdf', page: null },
          { critere: 'Moyens humains', ponderation: 15, unite: '%', fichier: 'RC.pdf', page: null },
          { critere: 'Planning', ponderation: 15, unite: '%', fichier: 'RC.pdf', page: null },
        ],
      },
    ]);
    expect(a.criteres_remarques).toEqual([]);
  });

  it('a whole table on one line, « dont » opening the sub-criteria; « 1. Prix des prestations : 40 % » in a list', () => {
    const oneLine = analyse(
      piece('RC.pdf', 'rc', [
        'Critères et pondération\n' +
          'Critères Pondération Prix des prestations 40 % Valeur technique 60 % dont Méthodologie 30 % Moyens 20 % Délais 10 %',
      ]),
    );
    expect(
      oneLine.criteres_detail?.map((c) => [c.critere, c.ponderation, c.sous_criteres.map((s) => s.critere)]),
    ).toEqual([
      ['Prix des prestations', 40, []],
      ['Valeur technique', 60, ['Méthodologie', 'Moyens', 'Délais']],
    ]);

    const list = analyse(
      piece('RC.pdf', 'rc', [
        "ARTICLE 6 - ATTRIBUTION DU MARCHÉ\nLe jugement des offres sera effectué selon les critères suivants :\n1. Prix des prestations : 40 %\n2. Valeur technique : 50 %\n3. Délai d'exécution : 10 %",
      ]),
    );
    // « Délai » could be a sub-criterion, but 10 does not complete the 50 of the technical value: a criterion.
    expect(list.criteres.map((c) => [c.critere, c.ponderation])).toEqual([
      ['Prix des prestations', 40],
      ['Valeur technique', 50],
      ["Délai d'exécution", 10],
    ]);
    expect(list.criteres_remarques).toEqual([]);
  });

  it('« 1-Valeur technique de l’offre 60 % » with a scale (« notée sur 20 points ») and a price formula, not taken for weights', () => {
    const a = analyse(
      piece('RC.pdf', 'rc', [
        [
          'ARTICLE 9 – JUGEMENT DES OFFRES',
          '9.1 Critères de sélection des candidatures',
          'Les candidatures seront examinées au regard des garanties professionnelles, techniques et financières.',
          "9.2 Critères d'attribution",
          'Les critères retenus pour le jugement des offres sont pondérés de la manière suivante :',
          'Critères Pondération',
          "1-Valeur technique de l'offre 60 %",
          'La valeur technique sera appréciée au regard du mémoire technique, notée sur 20 points, selon les sous-critères suivants :',
          '- Moyens humains et matériels affectés au chantier (20 %)',
          '- Méthodologie et organisation du chantier (25 %)',
          '- Gestion environnementale et déchets (15 %)',
          '2-Prix des prestations 40 %',
          'Le prix sera noté selon la formule : Note = 40 × (offre la plus basse / offre examinée)',
          'Les offres seront analysées dans un délai de 30 jours.',
          '9.3 Négociation',
        ].join('\n'),
      ]),
    );
    expect(
      a.criteres_detail?.map((c) => [c.critere, c.ponderation, c.article, c.sous_criteres.map((s) => s.ponderation)]),
    ).toEqual([
      ["Valeur technique de l'offre", 60, '9.2', [20, 25, 15]],
      ['Prix des prestations', 40, '9.2', []],
    ]);
    expect(a.criteres_remarques).toEqual([]);
  });

  it('« Critère | Pondération » with numbers alone: percentages when they make 100', () => {
    const a = analyse(
      piece('RC.pdf', 'rc', [
        "8.1 Critères de jugement des offres\nCritère Pondération\nPrix 50\nValeur technique 40\nPerformances en matière de protection de l'environnement 10",
      ]),
    );
    expect(a.criteres_detail?.map((c) => [c.critere, c.ponderation, c.unite])).toEqual([
      ['Prix', 50, '%'],
      ['Valeur technique', 40, '%'],
      ["Performances en matière de protection de l'environnement", 10, '%'],
    ]);
  });

  it('criteria in points, and criteria in decreasing order without weights: nothing invented, the missing weights said', () => {
    const points = analyse(
      piece('RC.pdf', 'rc', ['Critères d’attribution\n- Prix : 60 points\n- Valeur technique : 40 points']),
    );
    expect(points.criteres_detail?.map((c) => [c.critere, c.ponderation, c.unite])).toEqual([
      ['Prix', 60, 'points'],
      ['Valeur technique', 40, 'points'],
    ]);
    expect(points.criteres_remarques).toEqual(['Critères notés en points : 100 points au total.']);

    const ordered = analyse(
      piece('RC.pdf', 'rc', [
        "Article 6 – Critères d'attribution\nLes offres seront classées par ordre décroissant d'importance des critères suivants :\n1. Valeur technique\n2. Prix des prestations",
      ]),
    );
    expect(ordered.criteres).toEqual([
      { critere: 'Valeur technique', ponderation: null, fichier: 'RC.pdf', page: null },
      { critere: 'Prix des prestations', ponderation: null, fichier: 'RC.pdf', page: null },
    ]);
    expect(ordered.criteres_remarques).toEqual([
      'Critères classés par ordre décroissant d’importance, sans pondération.',
    ]);

    const missing = analyse(
      piece('RC.pdf', 'rc', [
        'Article 6 – Critères d’attribution\nCritère n°1 : Valeur technique\nCritère n°2 : Prix : 40 %',
      ]),
    );
    expect(missing.criteres.map((c) => [c.critere, c.ponderation])).toEqual([
      ['Valeur technique', null],
      ['Prix', 40],
    ]);
    expect(missing.criteres_remarques).toEqual(['Pondération non indiquée dans le RC pour « Valeur technique ».']);
  });

  it('no TVA, guarantee or advance taken for a criterion', () => {
    const a = analyse(
      piece('CCAP.pdf', 'ccap', [
        'Article 5 – Retenue de garantie\nUne retenue de garantie de 5 % est appliquée.\nAvance : 20 % du montant\nTVA 20 %',
      ]),
    );
    expect(a.criteres).toEqual([]);
    expect(a.penalites).toEqual([]);
  });
});

const CCAP = [
  'CAHIER DES CLAUSES ADMINISTRATIVES PARTICULIÈRES',
  [
    'ARTICLE 4 – DÉLAIS ET PÉNALITÉS',
    '4.1 Pénalités de retard',
    "Par dérogation à l'article 19.2.1 du CCAG-Travaux, le titulaire encourt, sans mise en demeure préalable, une",
    'pénalité journalière de 1/3000e du montant HT du marché par jour calendaire de retard.',
    '4.2 Absence aux réunions de chantier',
    'Toute absence non excusée aux réunions de chantier donnera lieu à une retenue de 150 € HT par absence constatée.',
    '4.3 Propreté du chantier',
    'En cas de non-respect de la propreté du chantier, après mise en demeure restée sans effet sous 48 heures, une',
    'pénalité forfaitaire de 300 € HT sera appliquée par constat.',
    '4.4 Remise des documents',
    "Retard dans la remise des plans d'exécution : 100 € par jour de retard.",
    'ARTICLE 5 – RETENUE DE GARANTIE',
    'Une retenue de garantie de 5 % du montant du marché est appliquée.',
  ].join('\n'),
];

describe('penalties of the CCAP', () => {
  it('each with its motive, its amount as written, its page and article; the guarantee retention is not a penalty', () => {
    const a = analyse(piece('CCAP.pdf', 'ccap', CCAP));
    expect(a.penalites?.map((p) => [p.motif, p.montant, p.page, p.article])).toEqual([
      ['retard', '1/3000e du montant HT du marché par jour calendaire de retard', 2, '4.1'],
      ['absence_reunion', '150 € HT par absence constatée', 2, '4.2'],
      ['proprete', '300 € HT', 2, '4.3'],
      ['documents', '100 € par jour de retard', 2, '4.4'],
    ]);
    expect(a.penalites?.[1]).toMatchObject({
      libelle: 'Absence ou retard aux réunions de chantier',
      texte:
        'Toute absence non excusée aux réunions de chantier donnera lieu à une retenue de 150 € HT par absence constatée.',
      fichier: 'CCAP.pdf',
    });
  });

  it('« 150 € par jour de retard » in an RC, a penalty without amount said as such, a cost charged to the failing contractor', () => {
    const a = analyse(
      piece('RC.pdf', 'rc', [
        'Article 11 – Pénalités\nEn cas de retard, une pénalité de 150 € par jour de retard sera appliquée.',
      ]),
      piece('CCTP.pdf', 'cctp', [
        '01.18 Rendez-vous de chantier\nL’entrepreneur sera tenu d’assister à tous les rendez-vous de chantier.\nDes pénalités seront appliquées en cas de retards ou absences répétés et non justifiés.\n01.12 Livraison des locaux\nLe nettoyage final étant exécuté, en cas de défaillance, par une entreprise spécialisée, les frais à la charge de l’entreprise défaillante.',
      ]),
    );
    expect(a.penalites?.map((p) => [p.motif, p.montant, p.fichier, p.article])).toEqual([
      ['retard', '150 € par jour de retard', 'RC.pdf', '11'],
      ['absence_reunion', null, 'CCTP.pdf', '01.18'],
      ['proprete', null, 'CCTP.pdf', '01.12'],
    ]);
    expect(a.penalites?.[2]?.libelle).toBe('Propreté du chantier : intervention aux frais de l’entreprise défaillante');
  });
});

describe('visit, variants, contents asked by a CCTP', () => {
  it('a non-mandatory visit, refused variants, a CCTP asking a data sheet with the offer, and a CCTP PSE', () => {
    const a = analyse(
      piece('RC.pdf', 'rc', [
        'Article 4 – Visite\nUne visite facultative pourra être organisée sur demande.\nArticle 3 – Variantes\nLes variantes ne sont pas autorisées.',
      ]),
      piece('CCTP.pdf', 'cctp', [
        "Si l'entreprise choisit une autre marque, elle devra obligatoirement joindre à\nson offre la fiche technique de ce matériau pour validation.",
        '02.01.06 Fenêtres de toit\n- Fourniture et pose de tabatières au droit des combles. A chiffrer en PSE.',
      ]),
    );
    expect(a.visite).toMatchObject({ obligatoire: false, date: null, article: '4' });
    expect(a.variantes_autorisees).toBe(false);
    expect(a.pieces_exigees).toEqual([
      {
        kind: 'fiches_techniques',
        piece: 'Fiches techniques des produits',
        etape: 'offre',
        texte:
          "Si l'entreprise choisit une autre marque, elle devra obligatoirement joindre à son offre la fiche technique de ce matériau pour validation.",
        fichier: 'CCTP.pdf',
        page: 1,
        article: null,
      },
    ]);
    expect(a.pse).toEqual([
      {
        texte: 'Fourniture et pose de tabatières au droit des combles. A chiffrer en PSE.',
        fichier: 'CCTP.pdf',
        page: 2,
        article: '02.01.06',
      },
    ]);
  });

  it('without an RC visit, a CCTP that makes it mandatory; « réputés avoir visité » is not a mandatory visit', () => {
    const reputed = analyse(
      piece('CCTP.pdf', 'cctp', [
        'Les entrepreneurs sont réputés avoir effectué une visite complète du site, obligatoire.',
      ]),
    );
    expect(reputed.visite).toBeNull();
    const mandatory = analyse(
      piece('CCTP-05.pdf', 'cctp', [
        "II DESCRIPTION DES OUVRAGES\nNOTA : Pour les lots techniques, la visite préalable en phase d'offre est obligatoire afin de repérer",
      ]),
    );
    expect(mandatory.visite).toMatchObject({ obligatoire: true, date: null, fichier: 'CCTP-05.pdf', article: 'II' });
  });

  it('the list of the DCE pieces, or the price form, is not a list of contents asked', () => {
    const a = analyse(
      piece('RC.pdf', 'rc', [
        "Article 2 – Forme du prix\nLe prix est décomposé dans la décomposition du prix global et forfaitaire (DPGF).\nArticle 3 – Contenu du dossier de consultation\nLe dossier de consultation comprend :\n- l'acte d'engagement\n- le CCTP\n- la DPGF\nArticle 4 – Présentation des offres\nL'offre comprendra la DPGF complétée.",
      ]),
    );
    expect(a.pieces_exigees?.map((p) => [p.etape, p.kind, p.article])).toEqual([['offre', 'dpgf', '4']]);
  });
});
