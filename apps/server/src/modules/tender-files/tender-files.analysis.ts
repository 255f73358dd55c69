import type { TenderAnalysis } from '@batiao/shared/contracts/tender-files';
import { readCriteria } from './tender-files.analysis-criteria.ts';
import { readPenalties, readPse, readRequiredPieces, readValidity } from './tender-files.analysis-rc.ts';
import {
  around,
  clean,
  DATE,
  fold,
  HOUR,
  isoDate,
  linesOf,
  sourceOf,
  type AnalysedPiece,
} from './tender-files.analysis-text.ts';

/**
 * The reading of a consultation file (issue 16): from the RC the lots, the award criteria and
 * their weights (and sub-criteria: tender-files.analysis-criteria.ts), the deadline, the site
 * visit, the variants, the price form and the duration, the contents asked, the penalties, the
 * offer's validity and the PSE (tender-files.analysis-rc.ts); from the CCTP the standards and the
 * constraints (occupied site, phasing, hours, asbestos, lead), each with the file, the page and
 * the article it was read under. Regular expressions over the text of each page: what is not
 * written plainly is not found, never guessed.
 */

export type { AnalysedPiece } from './tender-files.analysis-text.ts';

const NORM =
  /\b(NF\s+DTU\s*\d+(?:[.,]\d+)*(?:\s*P\s?\d(?:-\d)?)?|DTU\s*(?:N°\s*)?\d+(?:[.,]\d+)*|NF\s+EN\s+(?:ISO\s+)?\d+(?:[-‐]\d+)*|NF\s+ISO\s+\d+(?:-\d+)*|NF\s+[A-Z]\s?\d{2}[-‐]\d{3}(?:[-‐]\d+)*|EN\s+\d{3,5}(?:-\d+)*)/g;

const CONSTRAINTS: { type: TenderAnalysis['contraintes'][number]['type']; libelle: string; pattern: RegExp }[] = [
  {
    type: 'site_occupe',
    libelle: 'Site occupé',
    pattern:
      /site occupe|locaux occupes|batiments? occupes?|en activite|maintien (de l.activite|en fonctionnement|des activites)|presence (des|du) (usagers|public|eleves|personnel|occupants)/,
  },
  {
    type: 'phasage',
    libelle: 'Phasage des travaux',
    pattern: /phasage|par phases|en plusieurs phases|\bphase [0-9]\b|tranches? (de travaux|optionnelles?)/,
  },
  {
    type: 'horaires',
    libelle: 'Horaires imposés',
    pattern:
      /horaires? (de travail|de chantier|d.intervention|imposes?)|contraintes? d.horaires?|travaux de nuit|le week-end|\b\d{1,2}\s*h\s*\d{0,2}\s*(a|et|-)\s*\d{1,2}\s*h\b/,
  },
  { type: 'amiante', libelle: 'Amiante', pattern: /amiante/ },
  {
    type: 'plomb',
    libelle: 'Plomb',
    pattern:
      /\bcrep\b|(diagnostic|reperage|presence|risque)[^.]{0,40}\bplomb\b|\bplomb\b[^.]{0,30}(peintures?|diagnostic|reperage|accessible)/,
  },
];

export function analyseDce(pieces: AnalysedPiece[], now: Date): TenderAnalysis {
  const rcPieces = pieces.filter((p) => p.role === 'rc' || p.role === 'ae' || p.role === 'ccap');
  const cctpPieces = pieces.filter((p) => p.role === 'cctp');
  const rcLines = linesOf(pieces.filter((p) => p.role === 'rc'));
  const adminLines = linesOf(rcPieces);
  const cctpLines = linesOf(cctpPieces);
  const allLines = linesOf(pieces);

  // Lots: « Lot n° 2 : Couverture » in the RC (else in any piece).
  const lots: TenderAnalysis['lots'] = [];
  const seenLots = new Set<string>();
  for (const line of rcLines.length > 0 ? rcLines : allLines) {
    const match = /^lot\s*(?:n\s*°|n°|no|n\.)?\s*(\d{1,3})\s*[:\-–.]+\s*(.{3,120})$/i.exec(line.text);
    if (match && !seenLots.has(String(Number(match[1])))) {
      seenLots.add(String(Number(match[1])));
      // Page headers repeat the title (« Charpente CouvertureLot n°1 - Charpente… »): the first one only.
      const title = clean((match[2] ?? '').split(/lot\s*n\s*°/i)[0] ?? '').replace(/[\s\-–—:]+$/, '');
      lots.push({ texte: `Lot ${match[1]} : ${title}`, fichier: line.fichier, page: line.page });
    }
  }

  // Award criteria with their weights and sub-criteria.
  const { criteres: criteresDetail, remarques: criteresRemarques } = readCriteria(adminLines);
  const criteres = criteresDetail.map(({ critere, ponderation, fichier, page }) => ({
    critere,
    ponderation,
    fichier,
    page,
  }));

  // Deadline for the offers.
  let dateLimite: TenderAnalysis['date_limite'] = null;
  for (let i = 0; i < adminLines.length && !dateLimite; i += 1) {
    const line = adminLines[i];
    if (line && /date (et heure )?limite|remise des (offres|plis)|reception des (offres|plis)/i.test(fold(line.text))) {
      const text = fold(around(adminLines, i));
      const date = DATE.exec(text);
      if (date) {
        const hour = HOUR.exec(text.slice(text.indexOf(date[0])));
        dateLimite = {
          texte: `${isoDate(date[0]) ?? date[0]}${hour ? ` à ${hour[1]} h ${hour[2] ?? '00'}` : ''}`,
          fichier: line.fichier,
          page: line.page,
        };
      }
    }
  }

  // Site visit.
  let visite: TenderAnalysis['visite'] = null;
  for (let i = 0; i < adminLines.length; i += 1) {
    const line = adminLines[i];
    if (!line || !/visite/i.test(line.text) || /visites? (de chantier|et investigations)/i.test(line.text)) {
      continue;
    }
    const text = fold(around(adminLines, i));
    const optional = /(pas|non)\s+obligatoire|facultative|n.est pas (exigee|imposee)|libre/.test(text);
    const mandatory = !optional && /obligatoire|imperative|exigee|sous peine/.test(text);
    const date = DATE.exec(text);
    const hour = date ? HOUR.exec(text.slice(text.indexOf(date[0]) + date[0].length)) : null;
    const candidate = {
      obligatoire: mandatory,
      date: date ? isoDate(date[0]) : null,
      heure: hour ? `${hour[1]} h ${hour[2] ?? '00'}` : null,
      texte: clean(around(adminLines, i, 1)).slice(0, 300),
      ...sourceOf(line),
    };
    if (!visite || (candidate.obligatoire && !visite.obligatoire) || (candidate.date && !visite.date)) {
      visite = candidate;
    }
    if (visite.obligatoire && visite.date) {
      break;
    }
  }

  // Without a visit in the RC, a CCTP that makes one mandatory (« la visite préalable en phase d'offre est obligatoire »).
  for (let i = 0; i < cctpLines.length && !visite; i += 1) {
    const line = cctpLines[i];
    const text = line ? fold(around(cctpLines, i, 1)) : '';
    if (
      line &&
      /visite/i.test(line.text) &&
      /visite[^.]{0,80}(obligatoire|imperative)|(obligatoire|imperative)[^.]{0,40}visite/.test(text) &&
      !/repute|visites? (de chantier|de reception|des representants)|lors de (ses|leurs) visites/.test(text)
    ) {
      const date = DATE.exec(text);
      visite = {
        obligatoire: true,
        date: date ? isoDate(date[0]) : null,
        heure: null,
        texte: clean(around(cctpLines, i, 1)).slice(0, 300),
        ...sourceOf(line),
      };
    }
  }

  // Variants.
  let variantes: TenderAnalysis['variantes'] = null;
  let variantesAutorisees: boolean | null = null;
  for (let i = 0; i < adminLines.length && !variantes; i += 1) {
    const line = adminLines[i];
    if (line && /variante|prestations? supplementaires? eventuelles?|\bpse\b/i.test(fold(line.text))) {
      const text = fold(around(adminLines, i, 1));
      const verdict =
        /(ne sont pas|non) (autorisees|admises|acceptees)|interdites|pas de variante|aucune variante/.test(text)
          ? 'Variantes non autorisées'
          : /(sont|seront) (autorisees|admises|acceptees)|variantes? (libres|autorisees)/.test(text)
            ? 'Variantes autorisées'
            : /\bpse\b|prestations? supplementaires?/.test(text)
              ? 'Prestations supplémentaires éventuelles (PSE) demandées'
              : null;
      if (verdict) {
        variantesAutorisees =
          verdict === 'Variantes autorisées' ? true : verdict === 'Variantes non autorisées' ? false : null;
        variantes = {
          texte: `${verdict} — « ${clean(around(adminLines, i, 1)).slice(0, 200)} »`,
          fichier: line.fichier,
          page: line.page,
        };
      }
    }
  }

  // Price form: from the pieces present, then from the words of the RC / CCAP / AE.
  const roles = new Set(pieces.map((p) => p.role));
  const adminText = fold(adminLines.map((l) => l.text).join(' '));
  let forme: TenderAnalysis['forme_prix'] = { forme: 'inconnue', texte: null };
  if (roles.has('dpgf') || /decomposition du prix global|\bdpgf\b/.test(adminText)) {
    forme = { forme: 'dpgf', texte: 'Prix global et forfaitaire, décomposé dans une DPGF' };
  } else if (roles.has('bpu') || roles.has('dqe') || /bordereau des prix|\bbpu\b|\bdqe\b/.test(adminText)) {
    forme = { forme: 'bpu_dqe', texte: 'Prix unitaires (BPU), appliqués aux quantités du DQE' };
  } else if (/prix global et forfaitaire|forfaitaire/.test(adminText)) {
    forme = { forme: 'forfait', texte: 'Prix global et forfaitaire' };
  }

  // Duration.
  let duree: TenderAnalysis['duree'] = null;
  for (const line of [...adminLines, ...cctpLines]) {
    const match =
      /(d[ée]lai (global |d.ensemble )?d.ex[ée]cution|dur[ée]e (du march[ée]|des travaux|d.ex[ée]cution|du contrat))[^0-9]{0,60}?(\d{1,3})\s*(mois|semaines|jours)/i.exec(
        line.text,
      );
    if (match) {
      duree = { texte: `${match[4]} ${match[5]}`, fichier: line.fichier, page: line.page };
      break;
    }
  }

  // Standards quoted by the CCTP, with the first page each is quoted on.
  const normes: TenderAnalysis['normes'] = [];
  const seenNorms = new Set<string>();
  for (const line of cctpLines) {
    for (const match of line.text.matchAll(NORM)) {
      const norme = clean(match[1] ?? '')
        .replace(/[‐]/g, '-')
        .replace(/^DTU\s*(?:N°\s*)?/i, 'DTU ')
        .replace(/,/g, '.');
      const key = norme.toUpperCase().replace(/\s+/g, '');
      if (!seenNorms.has(key)) {
        seenNorms.add(key);
        normes.push({ norme, fichier: line.fichier, page: line.page });
      }
    }
  }

  // Constraints of the site: the first mention of each kind in each CCTP (and the RC).
  const contraintes: TenderAnalysis['contraintes'] = [];
  const seenConstraints = new Set<string>();
  for (const line of [...cctpLines, ...linesOf(pieces.filter((p) => p.role === 'rc'))]) {
    const text = fold(line.text);
    for (const constraint of CONSTRAINTS) {
      const key = `${constraint.type}|${line.fichier}`;
      if (!seenConstraints.has(key) && constraint.pattern.test(text)) {
        seenConstraints.add(key);
        contraintes.push({
          type: constraint.type,
          libelle: constraint.libelle,
          texte: line.text.slice(0, 300),
          fichier: line.fichier,
          page: line.page,
        });
      }
    }
  }

  const avertissements: string[] = [];
  for (const piece of pieces) {
    if (piece.textStatus === 'scanned') {
      avertissements.push(
        `« ${piece.label} » est un PDF scanné, sans texte : il n’est pas analysé (pas de reconnaissance de caractères).`,
      );
    } else if (piece.textStatus === 'unreadable') {
      avertissements.push(`« ${piece.label} » n’a pas pu être lu.`);
    }
  }
  if (!pieces.some((p) => p.role === 'rc')) {
    avertissements.push(
      'Aucun règlement de la consultation (RC) parmi les pièces : critères, date limite et visite peuvent manquer.',
    );
  }
  if (cctpPieces.length === 0) {
    avertissements.push('Aucun CCTP parmi les pièces : normes et contraintes du chantier non relevées.');
  }

  return {
    analysed_at: now.toISOString(),
    fichiers: pieces.map((p) => ({ fichier: p.label, role: p.role, text_status: p.textStatus })),
    lots,
    criteres,
    criteres_detail: criteresDetail,
    criteres_remarques: criteresRemarques,
    date_limite: dateLimite,
    visite,
    variantes,
    variantes_autorisees: variantesAutorisees,
    pse: readPse([...adminLines, ...cctpLines]),
    validite_offres: readValidity(adminLines),
    pieces_exigees: readRequiredPieces(rcLines, cctpLines),
    penalites: readPenalties([...adminLines, ...cctpLines]),
    forme_prix: forme,
    duree,
    normes,
    contraintes,
    avertissements,
  };
}
