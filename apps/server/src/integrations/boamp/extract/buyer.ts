/** The buyer and where the consultation documents are. */
import { child, first, isObject, type JsonObject, objectsOf, path, textOf, walk } from '../tree.ts';
import type { NoticeBuyer } from '../types.ts';
import { cleanField, findUrl, normalizeEmail, normalizeUrl } from '../values.ts';
import type { Donnees } from './donnees.ts';
import { joinParts } from './place.ts';
import { deepFind, deepText } from './walk.ts';

const EMPTY_BUYER: NoticeBuyer = {
  name: null,
  email: null,
  phone: null,
  url: null,
  address: null,
  postalCode: null,
  city: null,
  profileUrl: null,
};

function postalCode(value: string | null): string | null {
  const match = value === null ? null : /\b(\d{5}|\d{3} ?\d{2})\b/.exec(value);
  return match?.[1] ? match[1].replace(' ', '') : cleanField(value);
}

export function eformsOrganizations(root: unknown): Map<string, JsonObject> {
  const orgs = new Map<string, JsonObject>();
  walk(root, ({ path: trail, value }) => {
    if (trail[trail.length - 1] !== 'Organization') {
      return true;
    }
    for (const org of objectsOf(value)) {
      const company = child(org, 'efac:Company');
      const id = textOf(first(company, 'cac:PartyIdentification', 'cbc:ID'));
      if (id !== null && isObject(company)) {
        orgs.set(id, company);
      }
    }
    return false;
  });
  return orgs;
}

export function eformsCompanyName(company: unknown): string | null {
  return textOf(first(company, 'cac:PartyName', 'cbc:Name'));
}

/**
 * The body that hears appeals (« Tribunal administratif de Paris », a cour administrative d'appel, the
 * CCIRA…) is an organisation of every notice; the flat `nomacheteur` of about one notice in nine names it
 * instead of the buyer (seen in the 2024 API records). It is never the buyer of works.
 */
const REVIEW_BODY =
  /^(le |la )?(tribunal (administratif|judiciaire)|cour administrative|conseil d['’]\s?[ée]tat|comit[ée] (consultatif )?(inter)?r[ée]gional de r[èe]glement amiable|ccira\b|greffe du tribunal)/i;

/**
 * The Conseil d'État runs the administrative courts and buys their works (« Réfection du perron de la cour
 * administrative d'appel de Nantes »): named for such an object, it is the buyer, not the review body (round 31).
 */
const CONSEIL_ETAT = /^(le )?conseil d['’]\s?[ée]tat\b/i;
const COURT_BUILDING =
  /tribunal administratif|tribunaux administratifs|cours? administratives? d['’]\s?appel|conseil d['’]\s?[ée]tat|cour nationale du droit d['’]\s?asile|juridictions? administratives?/i;

export function isReviewBody(name: string | null, objet: string | null = null): boolean {
  if (name === null || !REVIEW_BODY.test(name.trim())) {
    return false;
  }
  return !(CONSEIL_ETAT.test(name.trim()) && objet !== null && COURT_BUILDING.test(objet));
}

/** « … sur le patrimoine de la Ville de Romainville » → « Ville de Romainville »: the buyer the object names. */
export function buyerNamedInObject(objet: string | null): string | null {
  const match =
    objet === null
      ? null
      : /\b((?:Ville|Commune|Mairie|D[ée]partement|R[ée]gion|M[ée]tropole|Communaut[ée] (?:de communes|d['’]agglom[ée]ration|urbaine))\s(?:de\s(?:la\s|l['’])?|du\s|des\s|d['’])[A-ZÀ-Ý][\p{L}'’-]*(?:[\s-](?:sur|sous|en|lès|les|le|la|de|du|des|d['’]|aux?|et)?\s?[A-ZÀ-Ý][\p{L}'’-]*)*)/u.exec(
          objet,
        );
  return match?.[1] ? cleanField(match[1]) : null;
}

export function buyerOf(donnees: Donnees, flatName: string | null, objet: string | null = null): NoticeBuyer {
  const buyer = buyerFromRecord(donnees, flatName, objet);
  if (buyer.name !== null && !isReviewBody(buyer.name, objet)) {
    return buyer;
  }
  // No name, or only the review body's: the buyer the object names, else unknown (never the court).
  return { ...buyer, name: buyerNamedInObject(objet) };
}

function buyerFromRecord(donnees: Donnees, flatName: string | null, objet: string | null): NoticeBuyer {
  const { format, root } = donnees;
  const flat = cleanField(flatName);
  const name = isReviewBody(flat, objet) ? null : flat;
  if (format === 'v230' || format === 'v110') {
    const identity = first(root, format === 'v230' ? 'IDENTITE' : 'IDENT');
    const text = (key: string): string | null => textOf(child(identity, key));
    return {
      name: name ?? cleanField(text(format === 'v230' ? 'DENOMINATION' : 'NOM')),
      email: normalizeEmail(text('MEL')),
      phone: cleanField(text('TEL')),
      url: normalizeUrl(text('URL')),
      address: cleanField(text('ADRESSE')),
      postalCode: postalCode(text('CP')),
      city: cleanField(text('VILLE')),
      profileUrl: normalizeUrl(text('URL_PROFIL_ACHETEUR')),
    };
  }
  if (format === 'eforms') {
    const orgs = eformsOrganizations(root);
    const buyerId = textOf(first(root, 'cac:ContractingParty', 'cac:Party', 'cac:PartyIdentification', 'cbc:ID'));
    const company = (buyerId === null ? undefined : orgs.get(buyerId)) ?? orgs.values().next().value;
    const address = first(company, 'cac:PostalAddress');
    const contact = first(company, 'cac:Contact');
    return {
      name: name ?? cleanField(eformsCompanyName(company)),
      email: normalizeEmail(textOf(child(contact, 'cbc:ElectronicMail'))),
      phone: cleanField(textOf(child(contact, 'cbc:Telephone'))),
      url: normalizeUrl(textOf(child(company, 'cbc:WebsiteURI'))),
      address: joinParts([
        textOf(child(address, 'cbc:StreetName')),
        textOf(child(address, 'cbc:AdditionalStreetName')),
      ]),
      postalCode: postalCode(textOf(child(address, 'cbc:PostalZone'))),
      city: cleanField(textOf(child(address, 'cbc:CityName'))),
      profileUrl: normalizeUrl(
        textOf(first(root, 'cac:ContractingParty', 'cbc:BuyerProfileURI')) ??
          textOf(child(company, 'cbc:BuyerProfileURI')),
      ),
    };
  }
  if (format === 'national') {
    const organisme = deepFind(root, ['organisme', 'acheteur', 'pouvoirAdjudicateur']);
    const communication = deepFind(root, ['communication']);
    const both = [organisme, communication];
    return {
      name:
        name ??
        cleanField(deepText(organisme, ['acheteurPublic', 'denomination', 'nomOrganisme', 'raisonSociale', 'nom'])),
      email: normalizeEmail(deepText(both, ['mel', 'email', 'courriel', 'adresseMail', 'adresseMailContact'])),
      phone: cleanField(deepText(both, ['tel', 'telephone', 'telContact'])),
      url: normalizeUrl(deepText(organisme, ['url', 'urlAcheteur', 'siteInternet', 'urlSite'])),
      address: cleanField(
        deepText(organisme, ['adresse', 'nomvoie', 'nomVoie', 'voie', 'adresseVoie'], /^(cp|codePostal|ville)$/),
      ),
      postalCode: postalCode(deepText(organisme, ['cp', 'codePostal'])),
      city: cleanField(deepText(organisme, ['ville', 'commune', 'localite'])),
      profileUrl: normalizeUrl(deepText(both, ['urlProfilAcheteur', 'urlProfilAch', 'profilAcheteur'])),
    };
  }
  return { ...EMPTY_BUYER, name };
}

/** Where the consultation documents are: DCE / consultation URL first, the buyer profile last. */
export function dceUrlOf(donnees: Donnees, gestion: unknown, buyer: NoticeBuyer): string | null {
  const { format, root } = donnees;
  const candidates: (string | null)[] = [];
  if (format === 'v230') {
    candidates.push(textOf(first(root, 'IDENTITE', 'URL_DOCUMENT')));
    candidates.push(textOf(first(gestion, 'MARCHE', 'URL_CONSULTATION')));
    candidates.push(textOf(first(root, 'IDENTITE', 'URL_PARTICIPATION')));
    candidates.push(findUrl(deepText(root, ['CONDITIONS_ET_MODE_PAIEMENT_OBTENIR_DOCUMENTS'])));
  } else if (format === 'v110') {
    for (const url of path(root, 'DOCUMENTS', 'URL')) {
      candidates.push(textOf(url));
    }
    candidates.push(findUrl(deepText(root, ['CONDITIONS_ET_MODE_PAIEMENT_OBTENIR_DOCUMENTS'])));
  } else if (format === 'eforms') {
    walk(root, ({ path: trail, value }) => {
      if (trail[trail.length - 1] === 'CallForTendersDocumentReference') {
        for (const ref of objectsOf(value)) {
          candidates.push(textOf(first(ref, 'cac:Attachment', 'cac:ExternalReference', 'cbc:URI')));
        }
        return false;
      }
      return true;
    });
  } else if (format === 'national') {
    candidates.push(
      deepText(root, ['urlDocConsul', 'urlDocumentConsultation', 'urlDocuments', 'urlDce', 'urlConsultation']),
    );
    candidates.push(deepText(root, ['urlParticipation', 'urlDepot']));
  }
  candidates.push(textOf(first(gestion, 'MARCHE', 'URL_CONSULTATION')));
  candidates.push(buyer.profileUrl);
  for (const candidate of candidates) {
    const url = normalizeUrl(candidate);
    if (url !== null) {
      return url;
    }
  }
  return null;
}
