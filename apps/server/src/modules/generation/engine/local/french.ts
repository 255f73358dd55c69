/**
 * The local engine's small French layer: every sentence it writes goes through `polish` before it
 * leaves the engine (contractions, elisions, the article before a name, doubled words, spacing),
 * and the names it quotes are put in shape once (`properName`, `projectName`). Conservative: it
 * fixes the seams that template composition produces, it does not rewrite the tender's own text.
 */
import { DEPARTEMENTS } from '@batiao/shared/domain/departements';
import { clean, fold, isInfinitive } from './text.ts';

const VOWEL = 'aeiouyàâäéèêëîïôöûüœAEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜŒ';
/** Words starting with a mute h (they elide); any other h is treated as aspirated. */
const H_MUET =
  /^(h[ôo]pital|h[ôo]pitaux|h[ôo]tel|habitat|habitation|habilitation|habillage|heure|hygi[èe]ne|huisserie|humidit[ée]|harmonisation|h[ée]bergement|herbe|hiver|histoire|historique|homme|horaire|horizon|huile|hydraulique|hypoth[èe]se)/i;
const startsWithVowelSound = (word: string): boolean =>
  word !== '' && (VOWEL.includes(word.charAt(0)) || H_MUET.test(word));

/** « Un » / « Une » etc. keep their case when a contraction starts a sentence. */
const keepCase = (source: string, target: string): string =>
  source.charAt(0) === source.charAt(0).toUpperCase() ? target.charAt(0).toUpperCase() + target.slice(1) : target;

const WORD = '[\\p{L}][\\p{L}\\-]*';
const B = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}\\d])';

/**
 * Fixes the seams of composed French: « de les » → « des », « à le » → « au », « de le » → « du »,
 * « de é… » → « d’é… », « La Université » → « L’Université », « Qualibat Qualibat » → « Qualibat »,
 * doubled spaces and spaces before a comma or a full stop. Pronouns (« afin de les protéger »)
 * are left alone.
 */
export function polish(text: string): string {
  let out = text
    // « Travaux d' électricité », « de l’Hôtel du Département-. »: seams of the notice's own text.
    .replace(/(?<![\p{L}])([dDlL]|[Qq]u)['’] +(?=\p{L})/gu, '$1’')
    .replace(/(?<=\p{L})-\.(?=[\s\u00a0]*(?:»|$))/gmu, '');
  // de/à + le/les (articles; not pronouns before an infinitive).
  out = out.replace(
    new RegExp(`${B}([Dd]e|[Àà]) (les|le) (${WORD})`, 'gu'),
    (whole, prep: string, art: string, next: string) => {
      if (isInfinitive(next)) {
        return whole;
      }
      const de = fold(prep) === 'de';
      if (art === 'le' && startsWithVowelSound(next)) {
        return `${prep} l’${next}`;
      }
      const joined = de ? (art === 'les' ? 'des' : 'du') : art === 'les' ? 'aux' : 'au';
      return `${keepCase(prep, joined)} ${next}`;
    },
  );
  // A town whose name has its article (« Le Cendre », « Les Mureaux », « Le Havre »): « du Cendre »,
  // « au Havre », « aux Mureaux ».
  out = out.replace(new RegExp(`${B}([Dd]e|[Àà]) (Le|Les) (?=\\p{Lu})`, 'gu'), (_whole, prep: string, art: string) => {
    const de = fold(prep) === 'de';
    const joined = de ? (art === 'Les' ? 'des' : 'du') : art === 'Les' ? 'aux' : 'au';
    return `${keepCase(prep, joined)} `;
  });
  // Elision: de/que/le/la/ne + vowel (not before « ou », « et », « un » as numbers, or an acronym-free digit).
  // The next word is looked at, not taken: « de la Université » elides its « la » too.
  out = out.replace(
    new RegExp(`${B}([Dd]e|[Qq]ue|[Ll]e|[Ll]a|[Nn]e|[Jj]e|[Ss]e) (?=(${WORD}))`, 'gu'),
    (whole, small: string, next: string) => {
      if (!startsWithVowelSound(next) || /^(ou|et|oui|onze|ouate|y)$/i.test(next)) {
        return whole;
      }
      if (/^[Ll]a$/.test(small) && /^[A-ZÀ-Ý]{2,}$/.test(next)) {
        return whole; // « la ANRU »: an acronym read letter by letter may not elide; keep it.
      }
      // « que » elides to « qu’ », the others to their first letter (« d’ », « l’ », « s’ »).
      return `${/^que$/i.test(small) ? small.slice(0, 2) : small.charAt(0)}’`;
    },
  );
  // Doubled words (« Qualibat Qualibat »), except the French reflexive « nous nous », « vous vous ».
  out = out.replace(new RegExp(`${B}(${WORD}) \\1${E}`, 'gu'), (whole, word: string) =>
    /^(nous|vous)$/i.test(word) ? whole : word,
  );
  // « de (la) piscine de la piscine de Vaise » says the building once.
  out = out.replace(
    new RegExp(`${B}(?:de la |du |de l’|des |de )(\\p{L}{3,}) (de la |du |de l’|des )\\1(?![\\p{L}-])`, 'gu'),
    (_w, noun: string, art: string) => `${art}${noun}`,
  );
  // « de le Conservatoire » → « du Conservatoire » (a name after the article).
  out = out.replace(new RegExp(`${B}([Dd]e|[Àà]) le (?=\\p{Lu}\\p{Ll})`, 'gu'), (_w, prep: string) =>
    fold(prep) === 'de' ? `${prep.charAt(0)}u ` : `${prep === 'À' ? 'A' : 'a'}u `,
  );
  // « CLOISONNEMENTS-DOUBLAGES », « MENUISERIES EXTERIEURES »: a lot's name quoted in raw
  // capitals (up to five words, not an acronym) in sentence case, accents restored.
  out = out.replace(/«\s?([A-ZÀ-Ý][A-ZÀ-Ý0-9'’ ,/-]{4,80}?)\s?»/gu, (whole, name: string) => {
    const words = name.trim().split(/\s+/);
    if (words.length > 5 || !words.some((x) => x.replace(/[^\p{L}]/gu, '').length >= 5)) {
      return whole;
    }
    const sentence = fromCapitals(name.trim());
    return `« ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)} »`;
  });
  // A lost apostrophe in the notice's text: « d?entretien », « Travaux d installation ».
  out = out
    .replace(/(?<![\p{L}])([dDlL]|[Qq]u)\?(?=\p{L})/gu, '$1’')
    .replace(/(?<=\p{Ll} )d (?=[aeiouyéèêâîôûh]\p{Ll}{2,})/gu, 'd’')
    .replace(/(?<=\p{Lu}{2} )D (?=[AEIOUYÉÈÊÂÎÔÛH]\p{Lu}{2,})/gu, 'D’');
  // « travaux de chauffage ventilation et climatisation »: a list of three nouns takes its comma.
  out = out.replace(
    /(?<![\p{L}])([Cc]hauffage),? ventilation,? (?:et )?climatisation(?![\p{L}])/gu,
    '$1, ventilation et climatisation',
  );
  // Typographic apostrophes throughout (the notice's names come with straight ones: « la Mairie d'Arpajon »).
  out = out.replace(/(\p{L})'(?=\p{L})/gu, '$1’');
  // Spacing: non-breaking spaces inside guillemets, none before a comma or a full stop.
  out = out.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»');
  out = out.replace(/[ \u00a0]+([,.])(?!\d)/g, '$1').replace(/ {2,}/g, ' ');
  // « « X », ci-après « X » »: a short name that is the object itself is not announced.
  out = out.replace(/(«\u00a0([^»]+)\u00a0»), ci-après «\u00a0\2\u00a0»/gu, '$1');
  return out;
}

const SMALL_WORDS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'en',
  'au',
  'aux',
  'sur',
  'sous',
  'pour',
  'par',
  'a',
  'à',
  'dans',
  'l',
  'd',
]);
/** Short capitalised words kept as acronyms when a raw-capitals name is put in proper case. */
const ACRONYM = /^(?:[A-Z]{2,5}|[A-Z]+\d+)$/;

/**
 * Words of a place's name written in capitals, not acronyms (« PAYS DE L'ARBRESLE », « SUD SAINTE
 * BAUME », « NORD ESSONNE »): capitalised, and so is the word after them.
 */
const PLACE_WORD =
  /^(?:SAINT|SAINTE|GRAND|GRANDE|PAYS|SUD|NORD|EST|OUEST|VAL|MONT|MONTS|PONT|BOIS|PARC|HAUTE|HAUT|BASSE|BAS|ILE|ILES|LAC|LACS|CAP|MER|BAUME|ROCHE|BELLE|BEAU|FORT|VIEUX|PLAGE|CITE|TERRE)$/i;

/** Strips the address the BOAMP sometimes leaves in a buyer's name (« … 23 Avenue de l'Europe BP 80051 80201 - PERONNE CEDEX »). */
function withoutAddress(name: string): string {
  const cut = name.search(
    /\s(?:\d{1,4}\s*(?:bis|ter)?,?\s+(?:rue|avenue|av\.|bd|boulevard|place|chemin|route|all[ée]e|quai|impasse|cours|square|esplanade)\b|BP\s*\d|CS\s*\d|\d{5}\b)/i,
  );
  return (cut > 3 ? name.slice(0, cut) : name).replace(/[\s,.;:–-]+$/, '').trim();
}

/** A common word written in capitals (« LYCEE », « ECOLE »), from the tables of accented words: no acronym. */
function commonWordInCapitals(word: string): boolean {
  const lower = word.toLowerCase();
  const accented = ACCENTED[lower] ?? BUYER_ACCENTS[lower];
  return accented !== undefined && accented !== accented.toUpperCase();
}

/**
 * The words of a person's name in a raw-capitals name (« EHPAD FELIX PEY », « COLLEGE RENE CASSIN », « LYCEE
 * CHARLES DE GAULLE »): a known first name (`GIVEN_NAMES`), the first names after it and the surname, its particle
 * aside; their indices.
 */
function personWords(words: readonly string[]): Set<number> {
  const person = new Set<number>();
  const bareOf = (w: string) => fold(w.replace(/[^\p{L}-]/gu, ''));
  const given = (w: string) => {
    const bare = bareOf(w);
    return bare !== '' && bare !== 'saint' && bare.split('-').every((x) => GIVEN_NAMES.has(x));
  };
  for (let i = 0; i < words.length; i += 1) {
    if (!given(words[i] ?? '') || person.has(i)) {
      continue;
    }
    let k = i + 1;
    while (k < words.length && given(words[k] ?? '')) {
      k += 1;
    }
    if (/^(?:de|du|d')$/u.test(bareOf(words[k] ?? '').replace(/'$/u, "'")) && k + 1 < words.length) {
      k += 1;
    }
    const surname = bareOf(words[k] ?? '');
    if (
      surname.length < 2 ||
      SMALL_WORDS.has(surname) ||
      ACCENTED[surname] !== undefined ||
      BUYER_ACCENTS[surname] !== undefined ||
      !/^[\p{L}'’-]+[,.;:)]?$/u.test(words[k] ?? '')
    ) {
      continue;
    }
    for (let j = i; j <= k; j += 1) {
      person.add(j);
    }
  }
  return person;
}

/** A word of a person's name in proper case, a first name with the accents the capitals lost (« FELIX » → « Félix »). */
function personWord(word: string): string {
  const lower = word.toLowerCase();
  if (/^(?:de|du)$/u.test(lower)) {
    return lower;
  }
  return lower
    .split('-')
    .map((part) => {
      const bare = part.replace(/[^\p{L}]/gu, '');
      const accented = FIRST_NAME_ACCENTS[fold(bare)];
      return accented ? part.replace(bare, accented) : part.charAt(0).toUpperCase() + part.slice(1);
    })
    .join('-');
}

/** A word of a raw-capitals name in proper case: « SAINT-DIZIER » → « Saint-Dizier », « L'ADOUR » → « l'Adour ». */
function properWord(word: string, capitalise: boolean): string {
  // (« (SIGUY) »: an acronym between brackets is one too.)
  const bare = word.replace(/^[(«"]+|[)»",.;:]+$/g, '');
  if (
    ACRONYM.test(bare) &&
    !SMALL_WORDS.has(bare.toLowerCase()) &&
    // (« LYCEE », « COLLEGE »: a common word that lost its accents, not an acronym.)
    !commonWordInCapitals(bare) &&
    // Words of a place or an institution, not acronyms (« PAYS DE L'ARBRESLE », « SUD SAINTE BAUME »).
    !/^(SAINT|SAINTE|VILLE|PORT|MAIRIE|GRAND)$/.test(bare) &&
    !PLACE_WORD.test(bare)
  ) {
    return word;
  }
  const lower = word.toLowerCase();
  return lower
    .split('-')
    .map((part, i) => {
      const elided = /^([ld])['’](.+)$/.exec(part);
      if (elided) {
        return `${elided[1]}’${(elided[2] ?? '').charAt(0).toUpperCase()}${(elided[2] ?? '').slice(1)}`;
      }
      if (SMALL_WORDS.has(part) && (i > 0 || !capitalise)) {
        return part;
      }
      return capitalise || i > 0 ? part.charAt(0).toUpperCase() + part.slice(1) : part;
    })
    .join('-');
}

/**
 * A buyer's or a place's name as a French text writes it: the address the notice left in it
 * removed, raw capitals put in proper case (institution word first, the place name after its last
 * « de »), a trailing full stop dropped, the first letter in capitals.
 */
export function properName(raw: string): string {
  // « Pouvoir adjudicateur », « Pouvoir adjudicateur -Patrimoine écrit »: the form's heading, not
  // a name; the buyer stays unnamed (« l’acheteur ») rather than be given one.
  if (/^\s*(?:pouvoir|entit[ée])\s+adjudicat(?:eur|rice)\b/i.test(raw)) {
    return '';
  }
  let name = withoutAddress(raw.replace(/\s+/g, ' ').trim())
    // « C.S.T.B », « C.C.A.S. de Grenoble »: a dotted acronym is an acronym.
    .replace(/(?<![\p{L}.])((?:\p{L}\.){1,}\p{L}\.?)(?![\p{L}])/gu, (dotted: string) =>
      dotted.replace(/\./g, '').toUpperCase(),
    )
    .replace(/\.+$/, '')
    // Acronyms the notice wrote as words (« Chu Bordeaux », « Sdis », « Brgm », « Ght Savoie »).
    .replace(
      /\b(Chu|Chr|Sdis|Oph|Opac|Ccas|Crous|Brgm|Mjc|Drac|Oppic|Esid|Sftrf|Ehpad|Sivom|Sivu|Epf|Ght|Ghu)\b/g,
      (w) => w.toUpperCase(),
    )
    .replace(/(?<![\p{L}])Ch(?= \p{Lu}\p{Ll})/gu, 'CH')
    // « Ville de paris DCPA SLA 715 »: the service's codes after a written name.
    .replace(/^(.*\p{Ll}.*?)(?: (?:[A-Z]{2,6}|\d{1,4})){2,}$/u, '$1');
  // « MINDEF/DGA/SMA »: the ministry by its name, its directorate and service by their acronyms;
  // other acronyms joined by slashes stay in capitals.
  const slashed = /^([A-Za-z]{2,10})((?:\/[A-Za-z]{2,10})+)$/.exec(name);
  if (slashed && (name === name.toUpperCase() || name === name.toLowerCase())) {
    const [head, ...rest] = name.toUpperCase().split('/');
    // (A dash, not brackets: the name is itself quoted between brackets in some sentences.)
    return head === 'MINDEF' ? `Ministère des Armées – ${rest.join('/')}` : [head, ...rest].join('/');
  }
  const letters = name.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  if (letters.length > 3 && upper / letters.length > 0.8) {
    const words = name.split(' ');
    // The place name: words after the last « DE »/« DU »/« D' »/« L' ».
    let lastDe = -1;
    words.forEach((w, i) => {
      if (/^(DE|DU|DES|D['’].*|L['’].*)$/i.test(w)) {
        lastDe = i;
      }
    });
    // « SEML ENERLANDES », « EPT PARIS EST MARNE ET BOIS »: after a leading acronym, the words up to
    // the first small one are the body's own name.
    const leadAcronym = ACRONYM.test(words[0] ?? '') && !PLACE_WORD.test(words[0] ?? '');
    // (A common noun ends it too: « GHSIF ÉTABLISSEMENT SUPPORT » is an acronym and what it is.)
    const ownName = leadAcronym
      ? words.findIndex((w, i) => {
          const lower = fold(w);
          return i > 0 && (SMALL_WORDS.has(w.toLowerCase()) || lower in ACCENTED || lower in BUYER_ACCENTS);
        })
      : 0;
    const person = personWords(words);
    name = words
      .map((w, i) => {
        if (person.has(i)) {
          return personWord(w);
        }
        if (i === 0) {
          return properWord(w, true);
        }
        if (leadAcronym && (ownName < 0 || i < ownName)) {
          return properWord(w, true);
        }
        const placeWord =
          PLACE_WORD.test(w) || (PLACE_WORD.test(words[i - 1] ?? '') && !SMALL_WORDS.has(w.toLowerCase()));
        const word = properWord(
          w,
          (lastDe >= 0 && i >= lastDe && !SMALL_WORDS.has(w.toLowerCase())) || (placeWord && i > 0),
        );
        // « ETABLISSEMENT SUPPORT » → « établissement support »: the accents the capitals lost.
        return ACCENTED[word] ?? word;
      })
      .join(' ');
  }
  // « SDIS de la MARNE », « Conseil départemental de la HAUTE-SAVOIE »: a département's name kept in
  // capitals inside a written name is written as the département is.
  name = name.replace(
    /(?<=\s(?:de la|de l['’]|du|des|de|d['’])\s?)([A-ZÀ-Ý][A-ZÀ-Ý'’ -]{2,}?)(?=$|\s*[(,;–])/u,
    (caps: string) => DEPARTEMENT_BY_FOLDED.get(folded(caps)) ?? caps,
  );
  // « Ville de paris », « Mairie de SANTENY »: the commune's name as it is written.
  name = name.replace(
    /^((?:Ville|Mairie|Commune|D[ée]partement) (?:de la |de l['’]|du |des |de |d['’]))([\p{L}'’ -]+)$/u,
    (whole, head: string, place: string) =>
      // A written name (« Saint-Jean-de-Védas »), or words in lower case that may be common ones.
      (/\p{Ll}/u.test(place) && /^\p{Lu}/u.test(place)) || (/\p{Lu}/u.test(place) ? false : / /.test(place.trim()))
        ? whole
        : `${head}${place
            .split(' ')
            .map((w, i) => properWord(w.toLowerCase(), i === 0 || !SMALL_WORDS.has(w.toLowerCase())))
            .join(' ')}`,
  );
  // « Region Centre Val De Loire »: a region by its official name.
  name = name.replace(/^R[ée]gion ([^–,(]+?)((?: [-–] |, | \().*)?$/iu, (whole, rest: string, tail?: string) => {
    const official = REGIONS[fold(rest).replace(/[-'’]/g, ' ').replace(/\s+/g, ' ').trim()];
    return official ? `Région ${official}${tail ?? ''}` : whole.replace(/^Region/, 'Région');
  });
  // « SGAMI NORD »: a side after an acronym is a word of its name.
  name = name.replace(
    /(?<=\b[A-Z]{2,8} )(NORD|SUD|EST|OUEST|CENTRE)(?=$| [-–(])/u,
    (w) => `${w.charAt(0)}${w.slice(1).toLowerCase()}`,
  );
  // « Conseil Départemental des Ardennes », « Groupement Hospitalier de Territoire 79 »: the kind
  // of an institution is written in lower case after its first word, its place keeps its capitals.
  name = name
    .replace(
      /(?<=^(?:Conseil|Centre|Groupement|Syndicat|Communaut[ée]|[ÉE]tablissement|Office|P[ôo]le|Service|Direction|Institut|Agence|Maison|R[ée]gie)(?: \p{L}+){0,3} )(?:D[ée]partemental|R[ée]gional|Hospitali(?:er|[èe]re)|Intercommunal|Municipal|Communal|Universitaire|Public|Foncier|Fonci[èe]re|Territorial|Sanitaire|Social|M[ée]dico-[Ss]ocial)(?:e|es|s|aux|ale|ales)?(?![\p{L}-])/gu,
      (w) => w.toLowerCase(),
    )
    .replace(
      /(?<=^(?:Groupement hospitalier|Communaut[ée]|Conseil local|Centre communal) (?:de |d['’]))(?:Territoire|Agglom[ée]ration|Sant[ée]|Action [Ss]ociale)(?![\p{L}-])/u,
      (w) => w.toLowerCase(),
    );
  name = institutionName(name);
  // A compound proper name keeps a capital on each of its words (« Bourgogne-Franche-Comté »,
  // not « Bourgogne-franche-Comté »), its small words aside (« Divonne-les-Bains »).
  name = name.replace(/(?<![\p{L}’'])(\p{L}+)((?:-\p{L}+)+)/gu, (whole, first: string, rest: string) => {
    const parts = [first, ...rest.slice(1).split('-')];
    if (!parts.slice(1).some((p) => /^\p{Lu}/u.test(p)) || !/^\p{Lu}/u.test(parts[parts.length - 1] ?? '')) {
      return whole;
    }
    return parts
      .map((p, i) => (i > 0 && SMALL_WORDS.has(p.toLowerCase()) ? p : p.charAt(0).toUpperCase() + p.slice(1)))
      .join('-');
  });
  name = buyerAccents(name)
    // « EHPAD Felix Pey »: a first name before a surname, with the accents the notice left out.
    .replace(/(?<![\p{L}’'-])(\p{Lu}\p{Ll}+)(?= \p{Lu}\p{Ll})/gu, (w) => {
      const accented = FIRST_NAME_ACCENTS[w.toLowerCase()];
      return accented && fold(accented) === w.toLowerCase() ? accented : w;
    })
    // « Habitations de Haute Provence », « Alpes de Haute Provence »: a region's compound name takes its hyphens.
    .replace(
      /(?<![\p{L}-])(Haute|Hautes|Basse|Basses|Haut|Bas) (Provence|Savoie|Garonne|Loire|Marne|Saône|Saone|Vienne|Alpes|Pyrénées|Pyrenees|Normandie|Corse|Rhin|Seine|Bretagne|Auvergne|Vallée|Val|Languedoc)(?![\p{L}-])/gu,
      '$1-$2',
    )
    .replace(/(?<![\p{L}-])Alpes de Haute-Provence(?![\p{L}-])/gu, 'Alpes-de-Haute-Provence');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Words of institutions' names whose accents capitals lose (with those of `ACCENTED`). */
const BUYER_ACCENTS: Readonly<Record<string, string>> = {
  communaute: 'communauté',
  communautes: 'communautés',
  departement: 'département',
  departements: 'départements',
  departemental: 'départemental',
  departementale: 'départementale',
  departementaux: 'départementaux',
  agglomeration: 'agglomération',
  metropole: 'métropole',
  mediterranee: 'méditerranée',
  societe: 'société',
  immobiliere: 'immobilière',
  region: 'région',
  regional: 'régional',
  regionale: 'régionale',
  prefecture: 'préfecture',
  universite: 'université',
  federation: 'fédération',
  cooperation: 'coopération',
  economie: 'économie',
  economique: 'économique',
  interet: 'intérêt',
  ministere: 'ministère',
  armees: 'armées',
  defense: 'défense',
  medical: 'médical',
  medicale: 'médicale',
  hopitaux: 'hôpitaux',
  energies: 'énergies',
  eleves: 'élèves',
  cite: 'cité',
  vallee: 'vallée',
  pole: 'pôle',
  etat: 'état',
  electrification: 'électrification',
  electricite: 'électricité',
  ecoles: 'écoles',
  etudes: 'études',
  mediterraneenne: 'méditerranéenne',
  thermes: 'thermes',
};

/**
 * The accents a buyer's name lost in capitals (« Communaute d agglomeration », « Etablissement
 * public », « Metropole Toulon-Provence-Mediterranee »), and the apostrophe written as a space
 * (« de l Amandinois », « Mairie d OTA »): each word of `ACCENTED` or `BUYER_ACCENTS` written
 * without its accents takes them, its capital kept.
 */
function buyerAccents(name: string): string {
  return (
    name
      .replace(/(?<![\p{L}’'])([lLdD]) (?=[AEIOUYHÂÀÉÈÊËÎÏÔÖÛÜaeiouyhâàéèêëîïôöûü])/gu, '$1’')
      // « Departement De L'Allier »: the small words inside a name in lower case.
      .replace(/(?<=\S )(De La|De L['’]|De|Du|Des|D['’])(?= ?\p{Lu})/gu, (w: string) =>
        w.toLowerCase().replace("'", '’'),
      )
      .replace(/(?<![\p{L}])\p{L}+(?![\p{L}])/gu, (word: string) => {
        const lower = word.toLowerCase();
        if (/[^a-z]/.test(lower) || (word.length <= 5 && word === word.toUpperCase())) {
          return word;
        }
        const accented = BUYER_ACCENTS[lower] ?? ACCENTED[lower];
        if (!accented || accented === lower || fold(accented) !== lower) {
          return word;
        }
        return /^\p{Lu}/u.test(word) ? accented.charAt(0).toUpperCase() + accented.slice(1) : accented;
      })
  );
}

/** The regions by their official names, keyed by their folded words. */
const REGIONS: Readonly<Record<string, string>> = {
  'auvergne rhone alpes': 'Auvergne-Rhône-Alpes',
  'bourgogne franche comte': 'Bourgogne-Franche-Comté',
  bretagne: 'Bretagne',
  'centre val de loire': 'Centre-Val de Loire',
  corse: 'Corse',
  'grand est': 'Grand Est',
  'hauts de france': 'Hauts-de-France',
  'ile de france': 'Île-de-France',
  normandie: 'Normandie',
  'nouvelle aquitaine': 'Nouvelle-Aquitaine',
  occitanie: 'Occitanie',
  'pays de la loire': 'Pays de la Loire',
  'provence alpes cote d azur': 'Provence-Alpes-Côte d’Azur',
  sud: 'Sud',
};

/**
 * The names public buyers are known by, as they write them: « APHP » → « AP-HP », « AP-HP Centre
 * université paris cité » → « AP-HP Centre – Université Paris Cité », « GHTSUD77 » → « GHT Sud
 * 77 », a university's own name in capitals (« Université Paris Cité »).
 */
function institutionName(name: string, apposition = true): string {
  const named = name
    .replace(/\bAPH([PM])\b/g, 'AP-H$1')
    .replace(/\bGHT ?(SUD|NORD|EST|OUEST|CENTRE)[ -]?(\d{2,3})\b/gi, (_w, side: string, n: string) => {
      return `GHT ${side.charAt(0).toUpperCase()}${side.slice(1).toLowerCase()} ${n}`;
    })
    .replace(
      /\b[Uu]niversit[ée] (?!de |du |des |d['’])((?:\p{L}+)(?: \p{L}+){0,2})$/u,
      (_w, rest: string) =>
        `Université ${rest
          .split(' ')
          .map((x) => (SMALL_WORDS.has(x) ? x : x.charAt(0).toUpperCase() + x.slice(1)))
          .join(' ')}`,
    );
  if (!apposition) {
    return named;
  }
  return (
    named
      .replace(/\b(AP-H[PM] (?:Centre|Nord|Sud|Est|Ouest)) (?=Université(?![\p{L}]))/u, '$1 – ')
      // « GHSIF établissement support du GHT Sud 77 »: the acronym, then what it is, in apposition.
      .replace(/^([A-Z]{2,8}) (?=(?:établissement|etablissement) support\b)/u, '$1, ')
  );
}

/**
 * A file code before the object (« 23TRAV04-MARCHE … », « 24V0024PA-VC/VF -CAPITOLE … », « 2024_AO12 : … »): a
 * token of letters and digits, or of capitals joined by slashes, with the dash or colon after it. A road's number
 * (« RD123 - Réfection … ») is the works' place, not a code.
 */
const FILE_CODE =
  /^\s*(?:(?:(?!(?:r[dnm]|cd|vc|cr|a|n|d)\d+\b|lot)(?=[\p{L}\d.-]*\d)(?=[\p{L}\d.-]*\p{L})[\p{L}\d.]{2,}(?:[-/][\p{L}\d.]+)*|\p{Lu}{1,5}(?:\/\p{Lu}{1,5})+)\s*[-–:_]\s*|(?:op|op[ée]ration)\s*(?:n°\s*)?\d[\d/-]*\s+|(?!(?:r[dnm]|cd)\d)\p{L}{1,4}\d{3,}\s+(?=travaux\b))(?=\p{L})/iu;

/** « RD101-Réparation des passerelles … », « RD1004 - renforcement de voirie … »: the road's number before the works. */
const ROAD_FIRST = /^\s*(r[dn]|cd)\s?(\d+[a-z]?)\s*[-–:]\s*(?=\p{L})/iu;

/** The object without the file codes before it (`FILE_CODE`). */
export function withoutFileCode(title: string): string {
  // (The road's number goes after the works it is the place of: « Réparation des passerelles du Vincin (RD 101) ».)
  const road = ROAD_FIRST.exec(title);
  if (road?.[1] && road[2]) {
    const rest = title.slice(road[0].length);
    const [works, ...after] = rest.split(/(?=\s[-–]\s)/u);
    return `${works ?? ''} (${road[1].toUpperCase()} ${road[2]})${after.join('')}`;
  }
  let text = title;
  for (let i = 0; i < 3; i += 1) {
    const next = text.replace(FILE_CODE, '');
    if (next === text || !/\p{L}{3,}/u.test(next)) {
      break;
    }
    text = next;
  }
  return text;
}

/**
 * Compound proper names objects write in two words or without their second capital (« résidence Joliot curie »,
 * « rue Toulouse Lautrec »), keyed by their folded words: written as the person or the place is (« Joliot-Curie »).
 */
const COMPOUND_NAMES: Readonly<Record<string, string>> = {
  'joliot curie': 'Joliot-Curie',
  'toulouse lautrec': 'Toulouse-Lautrec',
  'vaillant couturier': 'Vaillant-Couturier',
  'ledru rollin': 'Ledru-Rollin',
  'saint exupery': 'Saint-Exupéry',
  'gay lussac': 'Gay-Lussac',
  'denfert rochereau': 'Denfert-Rochereau',
  'bir hakeim': 'Bir-Hakeim',
  'jean jacques': 'Jean-Jacques',
  'jean baptiste': 'Jean-Baptiste',
  'jean pierre': 'Jean-Pierre',
  'jean paul': 'Jean-Paul',
  'jean marie': 'Jean-Marie',
  'jean louis': 'Jean-Louis',
  'anne marie': 'Anne-Marie',
  'marie therese': 'Marie-Thérèse',
  'mendes france': 'Mendès France',
};

/** `COMPOUND_NAMES` written as they are, when the object writes their first word with its capital. */
function compoundNames(text: string): string {
  const tokens = text.split(' ');
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const first = tokens[i] ?? '';
    const elision = /^(?:[dlDL]['’])?/u.exec(first)?.[0] ?? '';
    const parts = first.slice(elision.length).split('-');
    // (A name after a building's or a street's noun, its capitals lost with the object's: « résidence joliot curie ».)
    if (!/^\p{Lu}/u.test(parts[0] ?? '') && !NAMED_AFTER.test(fold(tokens[i - 1] ?? ''))) {
      continue;
    }
    // (« Joliot Curie » in two tokens, « Joliot-curie » in one.)
    const joined: [string, number][] = [
      [`${first.slice(elision.length)} ${tokens[i + 1] ?? ''}`, 2],
      [first.slice(elision.length), 1],
    ];
    for (const [words, size] of joined) {
      const bare = words.replace(/[,.;:)»]+$/u, '');
      const known = COMPOUND_NAMES[fold(bare).replace(/-/g, ' ')];
      if (known && bare !== known) {
        tokens.splice(i, size, `${elision}${known}${words.slice(bare.length)}`);
        break;
      }
    }
  }
  return tokens.join(' ');
}

/** Abbreviations a full stop ends inside a sentence (« bât. », « réf. », « etc. »). */
const ABBREVIATION =
  /(?<![\p{L}])(?:b[âa]t|env|max|min|art|r[ée]f|t[ée]l|fig|vol|sect|cad|ens|d[ée]p|dpt|ets|rte|imp|chem|appt|niv|etc|hab|lgts?|log|coll|ext|int|op[ée]r|cf)$/iu;

/**
 * « Réalisation de l’EHPAD de Solliès-Pont. Construction neuve sur terrain vierge … »: the object's first sentence
 * (three words at least, in lower case, no abbreviation nor bracket open at its end) names the operation; the next
 * ones describe it.
 */
function firstSentence(text: string): string {
  for (const m of text.matchAll(/(?<=\p{Ll}{3})\.\s+(?=\p{Lu})/gu)) {
    const head = text.slice(0, m.index);
    if (ABBREVIATION.test(head)) {
      continue;
    }
    const open = (head.match(/[(«“]/gu) ?? []).length > (head.match(/[)»”]/gu) ?? []).length;
    return head.split(' ').length >= 3 && !open ? head : text;
  }
  return text;
}

/** A work's noun the name may open on once the notice's frame before it is taken off. */
const FRAMED_WORK =
  'am[ée]lioration|r[ée]novation|r[ée]habilitation|travaux|remplacement|r[ée]fection|mise|cr[ée]ation|extension|construction|reconstruction|am[ée]nagements?|r[ée]am[ée]nagement|restructuration|installation|reprise|r[ée]paration|r[ée]alisation|d[ée]molition|entretien|maintenance|ravalement|restauration|modernisation|requalification|transformation|agrandissement|s[ée]curisation|fourniture|renouvellement|d[ée]samiantage|isolation|[ée]tanch[ée]it[ée]|couverture|peinture|nettoyage|traitement|d[ée]construction|conception';

/** The heading of the notice (« Avis d’attribution de marchés de travaux », « Avis de marché », « AAPC »). */
const NOTICE_HEADING =
  /^\s*(?:avis\s+(?:(?:d['’?]\s?)?attribution|de\s+march[ée]s?|d['’?]\s?appel\s+(?:public\s+)?(?:à|a)\s+(?:la\s+)?concurrence|de\s+publicit[ée]|de\s+pr[ée]information|rectificatif|d['’?]\s?intention\s+de\s+conclure)|a\.?a\.?p\.?c\.?(?![\p{L}]))(?:\s+(?:de\s+|des\s+|du\s+|d['’])?march[ée]s?(?:\s+publics?)?(?:\s+(?:de|d['’])(?=\s*(?:travaux|fournitures?|services?|prestations?|ma[iî]trise)(?![\p{L}])))?)?(?:\s+(?:de\s+|des\s+)?travaux)?\s*[-–:.]?\s*(?=\p{L})/iu;

/**
 * The contract's form before the works (« Marché public global sectoriel (MPGS) », « Conception et réalisation de
 * travaux de », « Accord cadre multi attributaires à bons de commande et marchés subséquents pour », « Marchés de
 * travaux dans le cadre de »): the frame is said elsewhere, the name says the works.
 */
const CONTRACT_FORMS: readonly RegExp[] = [
  // « Marché public global sectoriel (MPGS) Conception… », « Marché global de performance - Rénovation… » (the works
  // after it: `GLOBAL_THEN`).
  /^\s*march[ée]s?\s+(?:publics?\s+)?globa(?:l|ux)(?:\s+sectoriels?|\s+de\s+performance(?:\s+[ée]nerg[ée]tique)?)?\s*(?:\(\s*MPG\w{0,4}\s*\))?\s*[-–:]?\s*/iu,
  // « Marché global de conception, construction, aménagement et maintenance pour la rénovation… »: the phases the
  // contract joins, then the works.
  /^\s*march[ée]s?\s+(?:publics?\s+)?globa(?:l|ux)(?:\s+sectoriels?|\s+de\s+performance(?:\s+[ée]nerg[ée]tique)?)?\s*(?:\(\s*MPG\w{0,4}\s*\))?\s+(?:de|incluant(?:\s+la)?)\s+conception(?:\s*(?:,|et)\s*(?:la\s+|l['’])?(?:r[ée]alisation|construction|travaux|am[ée]nagement|exploitation|maintenance|entretien))*\s+(?:pour|relatif\s+(?:à|aux?)|portant\s+sur)\s+(?:la\s+|le\s+|les\s+|l['’])?(?=\p{L})/iu,
  // « Marché global de performance incluant la conception, l’exploitation, la maintenance et la rénovation des
  // installations d’éclairage public … »: the contract's phases, then what they are on.
  /^\s*march[ée]s?\s+(?:publics?\s+)?globa(?:l|ux)\s+de\s+performance(?:\s+[ée]nerg[ée]tique)?\s+(?:incluant|comprenant|portant\s+sur)\s+(?:la\s+|l['’])?conception(?:\s*(?:,|et)\s*(?:la\s+|l['’])?(?:r[ée]alisation|construction|travaux|exploitation|maintenance|entretien|r[ée]novation|fourniture))+\s+(?:des\s+|du\s+|de\s+la\s+|de\s+l['’]|d['’])(?=\p{L})/iu,
  // « Conception et réalisation de travaux de rénovation… », « Conception-réalisation pour la construction… ».
  new RegExp(
    `^\\s*conception[- ]+(?:et\\s+)?r[ée]alisation\\s+(?:(?:de|des|pour)\\s+)?(?:travaux\\s+(?:de\\s+|d['’]|pour\\s+)?)?(?:la\\s+|le\\s+|les\\s+|l['’])?(?=(?:${FRAMED_WORK})(?![\\p{L}]))`,
    'iu',
  ),
  // « Accord cadre multi attributaires à bons de commande et marchés subséquents pour l’entretien… ».
  /^\s*accords?[- ]cadres?(?:\s+(?:(?:mono|multi)[- ]?attributaires?|(?:et\s+)?(?:(?:à|a)\s+)?(?:bons?\s+de\s+commandes?|march[ée]s\s+subs[ée]quents)|de\s+(?:services|fournitures?|travaux)(?=\s+(?:pour|relatif|portant|concernant)))){0,4}\s+(?:pour\s+|relatifs?\s+(?:à|aux?)\s+|portant\s+sur\s+|concernant\s+|dans\s+le\s+cadre\s+(?:de\s+|du\s+|des\s+|d['’?]\s?))(?:la\s+|le\s+|les\s+|l['’?]\s?)?(?:r[ée]alisation\s+(?:de\s+|des\s+|d['’]|(?=travaux\s)))?(?=\p{L})/iu,
  // « Marchés de travaux dans le cadre de l’amélioration… ».
  /^\s*march[ée]s?\s+(?:publics?\s+)?(?:de\s+travaux\s+)?dans\s+le\s+cadre\s+(?:de\s+|du\s+|des\s+|d['’?]\s?)(?:la\s+|le\s+|les\s+|l['’?]\s?)?(?=\p{L})/iu,
];
/** What follows a global contract's form for it to be taken off: a capital (a new heading) or a work's noun. */
const GLOBAL_THEN = new RegExp(`^(?:\\p{Lu}|(?:${FRAMED_WORK})(?![\\p{L}]))`, 'u');

/** The object without the notice's heading and the contract's form before the works (`NOTICE_HEADING`, `CONTRACT_FORMS`). */
function withoutNoticeFrame(title: string): string {
  let text = title;
  for (let i = 0; i < 4; i += 1) {
    let next = text.replace(NOTICE_HEADING, '');
    for (const [k, form] of CONTRACT_FORMS.entries()) {
      const m = form.exec(next);
      if (m && (k > 0 || GLOBAL_THEN.test(next.slice(m[0].length)))) {
        next = next.slice(m[0].length);
      }
    }
    // (Nothing but a frame: the object as it is.)
    if (next === text || !/\p{L}{3,}(?:\s+\S+){1,}/u.test(next)) {
      break;
    }
    text = next;
  }
  if (text === title) {
    return title;
  }
  // « rénovation thermique et d’extension du bâtiment »: two works of one object, the second without the « de » the
  // stripped frame's « travaux de » called for.
  text = text.replace(
    new RegExp(`^((?:${FRAMED_WORK})(?: \\p{Ll}+)?) et (?:de |d['’])(?=(?:${FRAMED_WORK})(?![\\p{L}]))`, 'iu'),
    '$1 et ',
  );
  // « Accord-cadre relatif aux travaux publics pour l’entretien, les aménagements et les grosses réparations des
  // bâtiments publics »: the works are the list after « pour », said without its articles.
  text = text
    .replace(/^travaux\s+(?:publics\s+)?pour\s+(?:l['’]|la\s+|le\s+|les\s+)(?=\p{L})/iu, '')
    .replace(
      /^(\p{L}+), (?:les |la |le |l['’])(\p{L}+) et (?:les |la |le |l['’])(?=\p{L})/u,
      (_m, first: string, second: string) => `${first}, ${second} et `,
    );
  // « installations d’éclairage public et de la signalisation lumineuse tricolore » (after a global contract's
  // phases): the two systems by their names.
  text = text.replace(/^installations? (?:d['’]|de )(\p{L}+(?: \p{Ll}+)?) et de la (?=\p{Ll})/iu, '$1 et ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A relative pronoun that opens a clause (« qui auront lieu », « où se situent », « dont la surface est »). */
const RELATIVE_CLAUSE =
  /(?<=\p{L}{3}) (?:qui (?=\p{L})|que (?=(?:l['’]|la |le |les |il |elle |ils |elles |nous |vous |on )?\p{Ll})|qu['’](?=(?:il|elle|on)s?\b)|où (?=\p{Ll})|dont (?=(?:\S+ ){0,3}(?:est|sont|sera|seront|a|ont|fait|font|doit|doivent|peut|peuvent|comprend|comprennent)(?![\p{L}])))/u;
/** Words a « que » follows without opening a relative clause (« ainsi que », « tant que »). */
const NOT_RELATIVE_BEFORE =
  /(?<![\p{L}])(?:ainsi|afin|tant|alors|bien|avant|apr[èe]s|tel|telle|tels|telles|plus|moins|autre|autres|sans|pendant|d[èe]s|m[êe]me|parce|lors)$/iu;

/** An undetermined building (« d’un immeuble », « du bâtiment ») the object places at an address. */
const ADDRESSED_BUILDING =
  /(?<![\p{L}])(d['’]un|d['’]une|du|de la|de l['’]|un|une|le|la|l['’])\s?(immeuble|b[âa]timent|local|maison|pavillon|h[ôo]tel particulier|logement|ensemble immobilier|bien)\s+situ[ée]e?\s+(?:au\s+|à\s+|a\s+)?(\d+\s*(?:bis|ter)?),?\s+((?:rue|avenue|boulevard|bd|place|chemin|route|all[ée]e|quai|impasse|cours)\s+[^,;:()]+?)(?=\s+(?:à|a|dans|sur|au|en)\s|[,;:()]|$)/iu;

/**
 * The works and what they are done to, as the object says them before the name is cut:
 * - « … de type City-Stade qui auront lieu au 14 rue … »: a name never ends inside a relative clause, cut before its
 *   pronoun;
 * - « Travaux de réhabilitation dans le cadre de l’opération de réaménagement du bâtiment 8 »: the works without
 *   an object take the one of the operation they belong to (« Travaux de réhabilitation du bâtiment 8 »); the works
 *   with their own object need not the frame (« Réfection de la toiture du gymnase »);
 * - « … réhabilitation d’un immeuble situé 149 rue de Philadelphie à Lille »: an undetermined building is the one at
 *   its address (« … de l’immeuble du 149 rue de Philadelphie »);
 * - « Mise en séparatif du réseau d’assainissement et renouvellement du réseau d’eau potable à … »: two works joined
 *   by « et » are both named, said shortly when the whole is long.
 */
function worksAndWhatOn(title: string, nicknamed = false): string {
  let text = title;
  // (Read in lower case: an object in capitals or with a capital on every word has its clauses too.)
  const lower = text.toLowerCase();
  const relative = lower.length === text.length ? RELATIVE_CLAUSE.exec(lower) : null;
  if (relative && !NOT_RELATIVE_BEFORE.test(lower.slice(0, relative.index))) {
    const before = text.slice(0, relative.index).replace(/[\s,;:–-]+$/u, '');
    // (« Extension de la cantine qui a lieu en site occupé »: a clause the short name keeps whole stays.)
    if (wordsIn(text) > 12 && wordsIn(before) >= 3 && !/[«(“][^»)”]*$/u.test(before)) {
      text = before;
    }
  }
  const framed = /^(.+?),? dans le cadre (?:de |du |des |d['’])(?:la |le |les |l['’])?(.+)$/iu.exec(text);
  if (framed?.[1] && framed[2] && wordsIn(framed[1]) >= 1) {
    const works = framed[1];
    const bare = new RegExp(
      `^(?:(?:travaux|march[ée]s?)\\s+(?:de\\s+|d['’]))?(?:${FRAMED_WORK})(?:\\s+(?:\\p{Ll}+(?:ique|iel|ielle|ale|al|aire|e|s)?))?$`,
      'iu',
    ).test(works);
    const object = new RegExp(
      `(?:^|\\s)(?:${FRAMED_WORK}|op[ée]ration|projet|programme)\\s+((?:du|de la|de l['’]|des)\\s?[^,;:()]+)$`,
      'iu',
    ).exec(framed[2])?.[1];
    if (
      bare &&
      object &&
      /(?<![\p{L}])(?:\d+\w?|\p{Lu}[\p{L}’'-]*)(?:\s|$)|(?<![\p{L}])(?:b[âa]timent|immeuble|[ée]cole|coll[èe]ge|lyc[ée]e|gymnase|piscine|mairie|salle|h[ôo]pital|pavillon|r[ée]sidence|site)/u.test(
        object,
      )
    ) {
      text = `${works} ${object}`;
    } else if (!bare && wordsIn(works) >= 3) {
      // « Réalisation des bâtiments neufs (G, I et L) dans le cadre de … l’extension du Lycée Pierre de Coubertin »:
      // works on unnamed buildings keep the establishment they belong to.
      const establishment = ESTABLISHMENT_NAMED.exec(framed[2])?.[1];
      text =
        establishment && !/\s\p{Lu}[\p{Ll}’'-]{2,}/u.test(works.replace(/\([^)]*\)/gu, ''))
          ? `${works} ${establishment}`
          : works;
    }
  }
  // (A building the object names, « (dit Ex-Ford) », is told by its name; « l’immeuble » is one the buyer knows.)
  const addressed = nicknamed ? null : ADDRESSED_BUILDING.exec(text);
  if (
    addressed?.[1] &&
    !(/^(?:du|de la|de l['’]|le|la|l['’])$/iu.test(addressed[1]) && !/^b[âa]timent$/iu.test(addressed[2] ?? '')) &&
    addressed[1] &&
    addressed[2] &&
    addressed[3] &&
    addressed[4]
  ) {
    const art = addressed[1].toLowerCase();
    const noun = addressed[2];
    const of = /^(?:d|du|de)/u.test(art);
    const vowel = startsWithVowelSound(noun);
    const feminine = /^maison$/iu.test(noun) || /une$/u.test(art) || /^(?:de la|la)$/u.test(art);
    const article = vowel ? (of ? 'de l’' : 'l’') : feminine ? (of ? 'de la ' : 'la ') : of ? 'du ' : 'le ';
    // (An object in capitals keeps them: it is put in sentence case as a whole.)
    const capitals = noun === noun.toUpperCase();
    const said = (x: string) => (capitals ? x.toUpperCase() : x);
    text = `${text.slice(0, addressed.index)}${said(article)}${noun} ${said('du')} ${addressed[3].replace(/\s+/gu, ' ')} ${addressed[4].trim()}`;
  }
  // « Travaux d’Installations sportives »: a common noun the object capitalised after the works' heading.
  text = text.replace(
    /^([Tt]ravaux (?:de |d['’]))(\p{Lu})(\p{Ll}{3,})(?= (?!(?:sur|sous|les|lès|aux|des|en|et)\s)\p{Ll}{3,})/u,
    (_w, lead: string, first: string, rest: string) => `${lead}${first.toLowerCase()}${rest}`,
  );
  // (« Travaux De Réhabilitation Du Bâtiment 8 », shortened from an object with a capital on every word, is put in
  // sentence case now: too short to be told title-cased later.)
  if (text !== title && isTitleCased(title) && !isTitleCased(text)) {
    text = fromTitleCase(text);
  }
  return twoWorks(text);
}

/** An establishment named by its proper name, before its commune (« du Lycée Pierre de Coubertin » à Meaux). */
const ESTABLISHMENT_NAMED =
  /(?:^|\s)((?:du|de la|de l['’])\s?(?:lyc[ée]e|coll[èe]ge|[ée]cole|groupe scolaire|campus|h[ôo]pital|centre hospitalier|universit[ée]|ehpad)\s+\p{Lu}[^,;:()]*?)(?=\s+(?:à|a|au|en)\s+\p{Lu}|\s*[,;:(]|\s*$)/iu;

/**
 * The establishment an object's works belong to, by its proper name, its noun in lower case (« du lycée Pierre de
 * Coubertin » for « … l’extension du Lycée Pierre de Coubertin à Meaux (77) »), or null.
 */
export function establishmentNamed(text: string): string | null {
  const found = ESTABLISHMENT_NAMED.exec(text)?.[1];
  return found ? found.replace(/(?<=^(?:du|de la|de l['’])\s?)\p{Lu}/u, (x) => x.toLowerCase()) : null;
}

/** The words of a text as the name counts them (spaces apart, « d’eau » one word). */
const wordsIn = (text: string): number => text.split(/\s+/u).filter((w) => /[\p{L}\d]/u.test(w)).length;

/** A network said shortly within a name of two works (« du réseau d’assainissement » → « de l’assainissement »). */
const NETWORK_SHORT: readonly [RegExp, string][] = [
  [
    /^mise en s[ée]paratif (?:du|des) r[ée]seaux? (?:d['’]assainissement|d['’]eaux us[ée]es|des eaux us[ée]es)$/iu,
    'assainissement séparatif',
  ],
  [/(?<![\p{L}])(?:du|des) r[ée]seaux? d['’]assainissement$/iu, 'de l’assainissement'],
  [/(?<![\p{L}])(?:du|des) r[ée]seaux? (?:d['’]eaux pluviales|des eaux pluviales)$/iu, 'des eaux pluviales'],
];

/**
 * « Mise en séparatif du réseau d’assainissement et renouvellement du réseau d’eau potable à Saint-André… »: two
 * works, each with its object, joined by « et »: the site after them is said elsewhere, and the whole too long for a
 * short name (more than 9 words) is said with each network's head (« Assainissement séparatif et renouvellement du
 * réseau d’eau potable »), never cut to its first half.
 */
function twoWorks(text: string): string {
  const head = `(?:${FRAMED_WORK})(?![\\p{L}])`;
  const complement = /(?<![\p{L}])(?:du|de la|de l['’]|des|d['’])\s?\p{L}/u;
  const m = new RegExp(
    `^(${head}[^,;:()]*?) et (${head}[^,;:()]*?)(?:,?\\s+(?:à|a|sur|dans)\\s+(?:(?:la\\s+)?(?:[Cc]ommune|[Vv]ille)\\s+(?:nouvelle\\s+)?(?:de\\s+|d['’])|le\\s+territoire\\s+(?:de\\s+|d['’]))?\\p{Lu}.*)?$`,
    'u',
  ).exec(text.charAt(0).toLowerCase() + text.slice(1));
  if (!m?.[1] || !m[2] || !complement.test(m[1]) || !complement.test(m[2]) || / et /u.test(m[2])) {
    return text;
  }
  const joined = `${m[1]} et ${m[2]}`;
  if (wordsIn(text) <= 14 && wordsIn(joined) <= 9) {
    return text;
  }
  let first = m[1];
  const second = m[2];
  for (const [re, short] of NETWORK_SHORT) {
    if (wordsIn(`${first} et ${second}`) <= 9) {
      break;
    }
    first = first.replace(re, (w) => (re.source.startsWith('^') ? short : w.replace(w, short)));
  }
  const shortened = `${first} et ${second}`;
  const name = wordsIn(shortened) <= 9 ? shortened : wordsIn(joined) <= 14 ? joined : text;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Works that turn a thing into another (« remplacement … de A en B », « conversion … en B »). */
const CONVERTING =
  /(?<![\p{L}])(?:remplacements?|transformations?|conversions?|passage|changements?|modernisations?|r[ée]novations?|renouvellements?|migrations?|relamping)(?![\p{L}])/iu;
/** A word as compared between a thing and its replacement (« luminaires », « luminaire »; « d'éclairage »). */
const sameWord = (w: string): string =>
  fold(w)
    .replace(/[’']/gu, '’')
    .replace(/(?<=\p{L}{3})[sx]$/u, '');
/** Where a conversion's target ends: the site, or a seam of the object. */
const TARGET_END =
  /,|;|:|\(|\s[-–]\s|\s(?:sur|dans|à|au|aux)\s(?:(?:la|le|les)\s|l['’])?(?:commune|ville|territoire|site|secteur|quartier|p[ée]rim[èe]tre|ensemble)(?![\p{L}])|\s(?:à|sur|dans)\s\p{Lu}\p{Ll}/u;

/** A conversion « <works> <thing> [<its source>] en|par <target> », its parts; null when the text is none. */
export interface Conversion {
  /** The works and the thing converted, without its source (« Remplacement des luminaires d’éclairage public »). */
  thing: string;
  /** The source the thing is converted from (« de sources conventionnelles »), '' when not said. */
  source: string;
  /** The target by what sets it apart (« par des luminaires à LED », « en lanternes à LED »). */
  target: string;
  /** What sets the target apart from the thing, after its preposition (« à LED »), '' when only its noun. */
  apart: string;
  /** The site or the rest after the target (« sur la commune de Cormeilles-en-Vexin »), '' when none. */
  rest: string;
}

/**
 * « … remplacement des luminaires d’éclairage public de sources conventionnelles en luminaire d’éclairage public de
 * sources à LED sur la commune de … »: a conversion, whose target repeats the noun of the thing converted (round-22
 * grading, defect 1). The target is said by what sets it apart (the thing's complement and the source's words it
 * repeats said once: « par des luminaires à LED »), so that no later cut falls between the source and the target.
 */
export function conversionOf(text: string): Conversion | null {
  const ens = [...text.matchAll(/ (en|par (?:des|les|de nouveaux|de nouvelles|un|une)) (\p{Ll}[\p{L}’'-]*)/gu)];
  for (const m of ens.reverse()) {
    const before = text.slice(0, m.index);
    const noun = m[2] ?? '';
    if (!CONVERTING.test(before) || sameWord(noun).length < 3) {
      continue;
    }
    const words = before.split(' ');
    let at = -1;
    words.forEach((w, i) => {
      if (sameWord(w) === sameWord(noun) && i > 0) {
        at = i;
      }
    });
    // (the thing converted comes after the works that convert it)
    if (at < 0 || !CONVERTING.test(words.slice(0, at).join(' '))) {
      continue;
    }
    const after = text.slice((m.index ?? 0) + m[0].length);
    const end = TARGET_END.exec(after);
    const targetRest = (end ? after.slice(0, end.index) : after).trim().split(' ').filter(Boolean);
    const rest = end ? after.slice(end.index).trim() : '';
    // The source: the last complement of the thing that a preposition opens (« de sources conventionnelles », « à
    // sodium haute pression »), its own complement (« d’éclairage public ») kept with it.
    const from = words.findIndex((w, i) => i > at && /^(?:de|du|des|à|au|aux)$/iu.test(w));
    const thingWords = words.slice(0, from < 0 ? words.length : from);
    const sourceWords = from < 0 ? [] : words.slice(from);
    // The target's words the thing already says (« d’éclairage public ») and those of the source (« de sources »).
    let k = 0;
    while (k < targetRest.length && sameWord(targetRest[k] ?? '') === sameWord(thingWords[at + 1 + k] ?? '')) {
      k += 1;
    }
    let s = 0;
    while (
      k + s < targetRest.length &&
      s < sourceWords.length - 1 &&
      sameWord(targetRest[k + s] ?? '') === sameWord(sourceWords[s] ?? '')
    ) {
      s += 1;
    }
    // (prepositions alone are no words of the thing or the source: « à vapeur … en lanternes à LED »)
    const linkOnly = (run: string[]) => run.every((w) => /^(?:de|du|des|d['’]|à|au|aux|en|la|le|les|l['’])$/iu.test(w));
    if (linkOnly(targetRest.slice(0, k))) {
      k = 0;
    }
    s = s < 2 || linkOnly(targetRest.slice(k, k + s)) ? 0 : s;
    const apart = targetRest.slice(k + s).join(' ');
    const thingNoun = words[at] ?? noun;
    const replaced = /^remplacements?$/iu.test(words.find((w) => CONVERTING.test(w)) ?? '');
    const plural = /[sx]$/u.test(thingNoun) && /^(?:des|les|ses|leurs|\d+)$/iu.test(words[at - 1] ?? '');
    const target =
      replaced && plural
        ? `par des ${thingNoun}${apart ? ` ${apart}` : ''}`
        : `${m[1] ?? 'en'} ${noun}${apart ? ` ${apart}` : ''}`;
    return { thing: thingWords.join(' '), source: sourceWords.join(' '), target, apart, rest };
  }
  return null;
}

/**
 * A short name of the operation, derived once from the notice's object: the reference codes, the
 * lot and the postal codes taken off, raw capitals put in sentence case, cut at the first dash or
 * colon when the object is long. The full object is quoted at most twice; this name elsewhere.
 */
export function projectName(title: string, isPlaceName?: (words: string) => boolean): string {
  // « Réparation des désordres sur l’infrastructure - Tramway de l’Avenue … »: the transport line after the dash is
  // what the works are on (round 27: « Tramway » dropped from every name).
  const object = title
    .replace(
      /^(.{12,}?)\s+[-–]\s+(tramway|tram|m[ée]tro|bhns|ligne de tramway)\b/iu,
      (_m, works: string, line: string) => `${works} ${/^ligne/iu.test(line) ? 'de la' : 'du'} ${line.toLowerCase()}`,
    )
    .trim();
  // « RD 6 PR 39+430 – Déconstruction et reconstruction de l’ouvrage d’art … »: the road's locator heads the works;
  // the works are named on their own, the locator kept before them.
  const located = ROAD_LOCATOR.exec(object);
  const name = located
    ? `${located[0].trim().replace(/\s*[-–—:]$/u, '')} – ${nameOf(object.slice(located[0].length), isPlaceName)}`
    : nameOf(object, isPlaceName);
  return (
    name
      // « … franchissant le ruisseau de BUSSY »: a watercourse's name in capitals, written as a name.
      .replace(
        /\b((?:ruisseau|rivi[èe]re|fleuve|canal|torrent|ravin|bief|gave|ru) (?:de la |du |de l[’']|des |de |d[’'])?)(\p{Lu}{3,}(?:[- ]\p{Lu}{3,})*)(?![\p{L}])/gu,
        (_m, head: string, river: string) =>
          `${head}${river.toLowerCase().replace(/(^|[- ])(\p{L})/gu, (_x, sep: string, c: string) => `${sep}${c.toUpperCase()}`)}`,
      )
      // « … sur le territoire de la commune de X », the commune taken off: the frame goes with it.
      .replace(/\s+(?:sur|dans)\s+(?:le\s+territoire|la\s+commune)(?:\s+de\s+la\s+commune)?\s*$/iu, '')
      // « … à Saint-Fons (Rhône) - Consultation du lot 23 : Photovoltaïque », the lot taken off: its frame goes with it
      // (round 30, « - Consultation » left dangling in the letter's object line).
      .replace(/\s*[-–]\s*(?:consultation|appel\s+d['’]offres?|mise\s+en\s+concurrence)\s*$/iu, '')
  );
}

/** A road and its point (« RD 6 PR 39+430 – », « RN 7 - », « CD 12 : ») heading an object. */
export const ROAD_LOCATOR =
  /^(?:(RD|RN|RM|VC|D|N)|(CD|CV))\s?(\d+[A-Z]?)(?:\s+PR\s*[\d+.,]+(?:\s*(?:à|au|-)\s*(?:PR\s*)?[\d+.,]+)?)?\s*[-–—:]\s+(?=\p{Lu})/u;

function nameOf(title: string, isPlaceName?: (words: string) => boolean): string {
  let text = firstSentence(
    compoundNames(withoutNoticeFrame(withoutFileCode(title.replace(/\s+/g, ' ').trim()))),
  ).replace(
    // « Gr 65 : … »: a long-distance footpath by its number, in capitals.
    /\b(gr)\s?(\d{1,3})\b/giu,
    (_m, path: string, n: string) => `${path.toUpperCase()} ${n}`,
  );
  // Reference codes at the start (« 23v0265pa - », « 2024-08 », « 76_Rouen_ », « 21 - DIJON - »).
  text = text
    .replace(/^\s*\d{2}v\d+\w*\s*[-–]\s*/i, '')
    // « 2024-025 - Travaux… »: the buyer's number and the dash after it.
    .replace(/^\s*\d{4}-\d{2,3}\s+(?:[-–:]\s+)?/, '')
    .replace(/^\s*(?:AC|ACBC)\s+/i, '')
    // « 24V0024PA-VC/VF -capitole … »: a file code of letters and slashes after the buyer's number.
    .replace(/^\s*[A-Z]{1,4}(?:\/[A-Z]{1,4})+\s*[-–]\s*(?=\p{L})/u, '')
    // « Marché public global de performance incluant la conception, la réalisation et la maintenance relatif
    // à la reconversion … »: the contract's frame; the works follow « relatif à ».
    .replace(
      /^march[ée]s?\s+(?:public\s+)?globa(?:l|ux)\s+de\s+performance(?:\s+[ée]nerg[ée]tique)?(?:\s+incluant\s+[^,]+(?:,\s+[^,]+)*?\s+et\s+la\s+maintenance)?\s+(?:relatif\s+(?:à|aux?)|portant\s+sur|pour)\s+(?=\p{L})/iu,
      '',
    )
    // « … - PHASE Candidature »: the stage of a restricted procedure, not the works.
    .replace(/\s*[-–]\s*phase\s+(?:de\s+)?(?:candidatures?|offres?)\s*\.?\s*$/iu, '')
    // « MAPA 20240120 Modernisation… »: the procedure and the buyer's number are no part of the name.
    .replace(/^\s*(?:MAPA|AOO|AO|MPA)\s*(?:n°\s*)?[\d/-]*\s*[-–:]?\s*(?=\p{L})/u, '')
    // « MARCHE TRAVAUX - chambre funeraire »: the notice's heading before a dash is no part of the name.
    .replace(/^\s*march[ée]s?\s+(?:(?:de|des)\s+)?travaux\s*[-–:]\s*(?=\p{L})/iu, '')
    // « …_Maine et Loire (49) »: the site's département, said elsewhere.
    .replace(/\s*_\s*[\p{L} '’-]+\(\d{2,3}\)\s*$/u, '')
    .replace(/_/g, ' ')
    .replace(/^\s*\d{2,3}\s*[-–]?\s+/, '')
    // « 21 - DIJON - Lycée… »: the département code and the town before the object.
    .replace(/^\s*(?:\d{2,3}|2[AB])\s*[-–]\s*[A-ZÀ-Ý'’ -]{3,}?\s+[-–]\s+/u, '')
    .replace(
      /^\s*relance\s+suite\s+(?:à|a)\s+(?:une\s+)?liquidation\s+judiciaire\s+(?:du|de la|des|de l['’])?\s*/iu,
      '',
    )
    .replace(/^\s*(?:relance( suite [^:«"]*?)?|RELANCE)\s*[:-]?\s*/i, '')
    // « DIJON - Lycée… » (after « 21 - »): a town in capitals before a written object.
    .replace(/^\s*[A-ZÀ-Ý][A-ZÀ-Ý'’ -]{2,}?\s+[-–]\s+(?=\p{Lu}\p{Ll})/u, (head, _i: number, all: string) =>
      /\p{Ll}/u.test(all) ? '' : head,
    )
    // « Relance des travaux de… » → « Travaux de… »
    .replace(/^(?:des|du|de la|de l['’])\s+(?=\p{L})/iu, '')
    // « Commune d’AIRE SUR L’ADOUR Assainissement … »: the buyer's town in capitals before the
    // works (the site says it); « … Opération n° 2024-509 »: the buyer's own number.
    .replace(
      /^(?:[Cc]ommune|[Vv]ille|[Mm]airie)\s+(?:de\s+la\s+|de\s+l['’]|du\s+|des\s+|de\s+|d['’])[A-ZÀ-Ý][A-ZÀ-Ý'’ -]{2,}?\s+(?=\p{Lu}\p{Ll})/u,
      '',
    )
    .replace(/\s*[-–,]?\s*op[ée]ration\s+n°\s*[\w/-]+\s*$/iu, '')
    // « Opération n° 201915198 - Travaux de… »: a number is not a name; the works after it are.
    .replace(/^op[ée]ration\s+n°\s*[\w/-]+\s*[-–:]\s*(?=\p{L})/iu, '')
    // « La présente consultation a pour objet les travaux… », « Le présent marché porte sur… ».
    .replace(
      /^(?:(?:la\s+)?pr[ée]sente\s+consultation|(?:le\s+)?pr[ée]sent\s+(?:march[ée]|accord[- ]cadre)|(?:la\s+)?consultation|(?:le\s+)?march[ée]|(?:les\s+)?march[ée]s|(?:l['’]\s*)?op[ée]ration)\s+(?:a\s+pour\s+objet|ont\s+pour\s+objet|porte\s+sur|portent\s+sur|concerne|concernent|vise)\s*:?\s+(?=\p{L})/iu,
      '',
    )
    // « GHT58: Marché public portant sur la réalisation des travaux pour la construction… »: the buyer's
    // tag and the contract's frame before the works.
    .replace(/^[A-Z][A-Z\d]{1,9}\s*:\s*(?=\p{L})/u, '')
    .replace(
      /^march[ée]s?\s+(?:public|publics|global|globaux)(?:\s+de\s+performance)?\s+(?:portant\s+sur|relatif\s+(?:à|aux?)|pour)\s+(?:(?:la\s+)?r[ée]alisation\s+(?:des\s+|de\s+|d['’])?(?:travaux\s+(?:pour|de|d['’])\s+)?)?(?=\p{L})/iu,
      '',
    )
    // « Assainissement Réhabilitation réseau… »: the domain's heading word before the works.
    .replace(
      /^(?:[Aa]ssainissement|[Vv]oirie|[Ee]au potable|[Ee]aux pluviales|AEP|VRD)\s+(?=(?:R[ée]habilitation|Cr[ée]ation|Construction|Renouvellement|Remplacement|Extension|R[ée]fection|Travaux|Mise)\b)/u,
      '',
    );
  // « BDD ANGERS-LE MANS-SAUMUR (dpts 44, 49, 72, 85 et 61) - Travaux de modernisation… »: a heading in raw
  // capitals (the body, its sites) before the works written in words; the works are the name.
  const heading = new RegExp(`^(.+?)\\s[-–]\\s(?=(?:${WORKS_NOUNS})\\b)`, 'iu').exec(text);
  const headLetters = (heading?.[1] ?? '').replace(/[^\p{L}]/gu, '');
  if (
    heading &&
    headLetters.length >= 6 &&
    headLetters.replace(/[^\p{Lu}]/gu, '').length / headLetters.length > 0.6 &&
    /\p{Ll}{3}/u.test(text.slice(heading[0].length))
  ) {
    text = text.slice(heading[0].length);
  }
  // « LOT 5 "CLOISONNEMENTS" DU MARCHÉ DE TRAVAUX DE RÉHABILITATION… »: the operation is after « du marché ».
  const lotOfMarket =
    /^lots?\s*(?:n°\s*)?\d+\w*\s*(?:["«“][^"»”]*["»”])?\s*(?:du|de l['’])\s*march[ée]\s+(?:de\s+|d['’])?(.+)$/iu.exec(
      text,
    );
  if (lotOfMarket?.[1]) {
    text = lotOfMarket[1];
  }
  // « … du bâtiment situé 70 rue de Lille à Dunkerque (dit Ex-Ford) »: the building's own name is kept
  // when its address goes.
  const nickname = /\s*\((?:dit|dite|dits|dites)\s+([^()]{2,40})\)/iu.exec(text);
  if (nickname) {
    text = text.replace(nickname[0], '');
  }
  // « Accord-cadre à bons de commande pour la réalisation de travaux de… », « Marchés de travaux pour la
  // réhabilitation… »: the frame of the contract is said elsewhere; the name says the works.
  text = worksAndWhatOn(withoutNoticeFrame(text), nickname !== null)
    .replace(
      /^(?:accord[- ]cadre(?:\s+(?:mono|multi)[- ]?attributaire)?(?:\s+(?:à|a)\s+bons?\s+de\s+commandes?)?|march[ée]s?\s+de\s+travaux)\s+(?:pour|relatif\s+(?:à|aux?)|portant\s+sur|concernant|de|d['’])\s+(?:(?:la\s+)?r[ée]alisation\s+(?:de\s+|d['’]|(?=travaux\b)))?(?=\p{L})/iu,
      '',
    )
    // « Travaux pour la création d’un abri »: the works are the name.
    .replace(/^travaux\s+pour\s+(?=(?:la|le|les)\s|l['’])/iu, '')
    // « Marché de mise aux normes du … », « les travaux relatifs à la mise à niveau … »: the contract's or the
    // works' frame before the work's own noun.
    .replace(
      new RegExp(
        `^(?:(?:les\\s+)?travaux\\s+relatifs?\\s+(?:à|a)\\s+(?:la\\s+|le\\s+|l['’])?|march[ée]s?\\s+(?:de\\s+|d['’])(?!travaux)|march[ée]s?\\s+de\\s+travaux\\s+(?!travaux))(?=(?:${WORKS_NOUNS})\\b)`,
        'iu',
      ),
      '',
    )
    // « (la) réalisation de travaux d’aménagement… »: the works are the name.
    .replace(/^(?:la\s+)?r[ée]alisation\s+(?:de\s+|des\s+)(?=travaux\s+(?:de|d['’]|du|des)\b)/iu, '')
    .replace(/^(?:la|le|les)\s+(?=\p{L})|^l['’](?=\p{L})/iu, '')
    // « … situé 14, rue de Madrid Paris 75008 »: the address, said by the site (not « du bâtiment
    // 1, quai Koch »: the number is the building's).
    .replace(
      /,?\s+(?<!\b(?:b[âa]timents?|bloc|aile|pavillon|niveau|tranche|phase|lot|n°|secteur|zone|tour|du)\s+)(?:situ[ée]e?s?\s+)?(?:au\s+)?\d+\s*(?:bis|ter)?\s*,?\s*(?:rue|avenue|boulevard|bd|place|chemin|route|all[ée]e|quai|impasse)\b.*$/iu,
      '',
    )
    // « … du centre de détention de Papeari situé en Polynésie française (Tatutu) »: where the building stands,
    // said by the site.
    .replace(/,?\s+situ[ée]e?s?\s+(?:en|au|aux|dans|sur)\s+[^,;:–-]*$/iu, '')
    // « Remplacement CTA du BMT Bloc 3 / Niveaux R+1+2+3 »: the levels after a slash are the CCTP's detail.
    .replace(
      /\s*\/\s*(?:(?:niveaux?|[ée]tages?)\s+)?(?:R\s*\+\s*\d[\d+R\s-]*|RDC(?:\s*(?:[àa,+-]|et)\s*R\s*\+\s*\d[\d+]*)?|\d+(?:\s*(?:,|et|à|-)\s*\d+)*)(?=\s|$)/giu,
      '',
    )
    // « … comportant une tranche ferme et une tranche optionnelle »: the contract's frame, said elsewhere.
    .replace(
      /\s*[-–,]?\s+(?:comportant|avec|en)\s+(?:une\s+)?tranches?\s+fermes?\b(?:\s+et\s+(?:une\s+|des\s+|\d+\s+)?tranches?\s+(?:optionnelles?|conditionnelles?))?\s*$/iu,
      '',
    );
  if (nickname) {
    text = text.replace(/\s+situ[ée]e?s?$/iu, '');
  }
  if (nickname?.[1] && /(?<![\p{L}])(?:b[âa]timent|immeuble|site|ensemble|hangar|usine|friche|local)$/iu.test(text)) {
    text = `${text} ${nickname[0].trim().slice(1, -1)}`;
  }
  // « RELANCE », « (relance) », « - Relance 2 » anywhere: a word of the procedure, not of the works.
  text = text
    .replace(/\s*\((?:march[ée]\s+)?relanc[ée]e?\)/giu, ' ')
    .replace(/\s*[-–(]?\s*\brelance\b(?:\s*n?°?\s*\d+)?\s*\)?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // « … 2024-2025 lot unique Chauffage Ventilation Climatisation »: a single lot is no lot.
  text = text.replace(/\s*[-–,]?\s*\blot unique\b.*$/iu, (tail, at: number) =>
    isGeneric(text.slice(0, at)) ? tail : '',
  );
  // Lots and what follows them; when nothing but a generic word is left before the lot (« Travaux
  // - Lot 3 Menuiseries… »), the lot's title names the works.
  const lot = /\s*[-–:.,(]?\s*\(?\blots?\s*(?:n°\s*)?(?:[A-Z]{1,2}\d+|\d+)\w*\s*[-–:.)]?\s*(.*)$/i.exec(text);
  const beforeLot = lot ? text.slice(0, lot.index) : text;
  if (lot && isGeneric(beforeLot) && clean(lot[1] ?? '') !== '') {
    const head = beforeLot.replace(/[\s,;:–-]+$/, '');
    const tail = (lot[1] ?? '').trim();
    const of =
      /travaux$/i.test(head) && !/^(de|du|des|d['’])\b/i.test(tail)
        ? startsWithVowelSound(tail)
          ? ' d’'
          : ' de '
        : ' ';
    text =
      `${head}${of}${(of === ' ' ? tail : tail.charAt(0).toLowerCase() + tail.slice(1)).replace(/[-–]/g, (d, i: number, all: string) => (/\s/.test(all.charAt(i - 1)) ? d : ', '))}`.trim();
    text = text.replace(/\s*\(\d+ lots\)\s*$/i, '');
  } else {
    text = beforeLot.replace(/\s*\(\d+ lots\)\s*$/i, '');
  }
  // « Brétigny-sur-Orge - IRBA - 0228 - Sécurisation incendie »: the site, the body's acronym and a file
  // number before the works; the name is the works, of the body (« Sécurisation incendie de l’IRBA »).
  const segments = text.split(/\s+[-–]\s+/);
  const works = segments[segments.length - 1] ?? '';
  const heads = segments.slice(0, -1).map((x) => x.replace(/\s*\((?:\d{2,3}|2[AB])\)$/u, ''));
  if (
    segments.length >= 3 &&
    /\p{Ll}/u.test(works) &&
    works.split(' ').length >= 2 &&
    heads.every((x, i) => /^\d[\d./]*$/.test(x) || (i > 0 && /^\p{Lu}{2,8}$/u.test(x)) || isPlaceName?.(x) === true) &&
    heads.some((x) => /^\d[\d./]*$/.test(x) || /^\p{Lu}{2,8}$/u.test(x))
  ) {
    const acronym = heads.find((x) => /^\p{Lu}{2,8}$/u.test(x));
    text = acronym ? `${works} ${startsWithVowelSound(acronym) ? `de l’${acronym}` : `(${acronym})`}` : works;
  }
  text = text
    // « … à Sassenage (38) - 5 lots »: the number of lots is the contract's, not the works' name.
    .replace(/\s*[-–,]?\s*\(?\b\d+\s+lots\)?\s*$/iu, '')
    .replace(/\s*\(\d{5}\)/g, '')
    .replace(/\b\d{5}\b\s*/g, '')
    .replace(/\s*\(\d{2,3}\)/g, '')
    // « (38-Seyssinet Pariset) »: the site's code and name, said elsewhere.
    .replace(/\s*\((?:\d{2,3}|2[AB])\s*[-–]\s*[^)]*\)/g, '')
    // « la porte nord (tr3) et la porte sud (tr4) »: the CCTP's codes of the parts, not their names.
    .replace(/\s*\((?:[a-z]{1,3} ?\d{1,3}[a-z]?)\)(?=[\s,.;]|$)/giu, '')
    .replace(/^(?:op[ée]ration|projet)\s+(?:de\s+|d['’])(?=\p{L})/iu, '');
  // A lost apostrophe: « d?entretien » (a « ? » for it), « Travaux d installation ».
  text = institutionName(text, false)
    // « Travaux d' électricité »: an apostrophe the object left a space after.
    .replace(/(?<![\p{L}])([dDlL]|[Qq]u)(['’]) +(?=\p{L})/gu, '$1$2')
    // « des 40 arpents a Santeny »: « à » written without its accent before a town.
    .replace(/(?<=\p{Ll}) a (?=\p{Lu}\p{Ll})/gu, ' à ')
    // « a destination de », « a proximité de »: a noun the verb « a » cannot take bare.
    .replace(A_BEFORE_NOUN, ' à ')
    .replace(/(?<![\p{L}])([dDlL]|[Qq]u)\?(?=\p{L})/gu, "$1'")
    .replace(/(?<![\p{L}])([dD]) (?=[aeiouyéèêâîôûhAEIOUYÉÈÊÂÎÔÛH]\p{L}{2,})/gu, "$1'");
  // « … De L’école Primaire Et Maternelle - Les Petits Montagnards »: the school's own name after a
  // dash, kept aside from the sentence-casing and given back after the school.
  const schoolName =
    /^(.*(?<![\p{L}])(?:[ÉEé]cole|[Cc]oll[èe]ge|[Ll]yc[ée]e|[Gg]roupe [Ss]colaire)(?![\p{L}])[^-–]*?) [-–] ((?:Les|Le|La|L['’]) ?\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,3})$/u.exec(
      text,
    );
  if (
    schoolName?.[1] &&
    schoolName[2] &&
    // (« - Le Bourg », « - Centre »: the school's place, not its name.)
    !/^(?:Les|Le|La|L['’]) ?(?:Bourg|Village|Centre|Quartier|Hameau|Haut|Bas|Plaine|Gare)$/u.test(schoolName[2]) &&
    !isPlaceName?.(schoolName[2])
  ) {
    text = schoolName[1];
  }
  // « … de la Rue Des Jardiniers-Amelioration De La Securite »: a dash glued between a name and the works.
  text = text.replace(new RegExp(`(?<=\\p{L}{3})-(?=(?:${WORKS_NOUNS})\\b)`, 'giu'), ' - ');
  const letters = text.replace(/[^\p{L}]/gu, '');
  const inCapitals = letters.length > 3 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.7;
  if (!inCapitals && isTitleCased(text)) {
    text = fromTitleCase(text, isPlaceName);
  }
  if (inCapitals) {
    text = fromCapitals(text, isPlaceName);
  } else {
    // Acronyms written as words (« Mjc »), a trailing code (« - Ec Sd »).
    text = text
      .replace(/\b(Mjc|Ehpad|Sdis|Pmr|Vrd|Cvc|Cfa|Ccas|Chu|Ime|Esat|Ephad|Cta|Bmt|Ssi|Vmc|Ght|Wc)\b/g, (w) =>
        w.toUpperCase(),
      )
      .replace(/\s+[-–]\s+(?:\p{Lu}\p{Ll}?\s*){1,3}$/u, '')
      // « du Ch Béthune »: a hospital centre's acronym before its town.
      .replace(/(?<![\p{L}])Ch(?= \p{Lu}\p{Ll})/gu, 'CH');
    text = surnamesLowered(text);
  }
  // « Travaux De Réhabilitation Du Bâtiment »: small words in lower case after the first word; an
  // article between two capitalised words is a name's (« Hôpital La Grave »), unless every word is.
  const titleCase =
    text.split(' ').filter((w) => /^\p{Lu}/u.test(w)).length / Math.max(1, text.split(' ').length) > 0.6;
  text = text.replace(
    /(?<=(\S+) )(De|Du|Des|La|Le|Les|Et|En|Au|Aux|Pour|Sur|Dans|À)(?= (\S))/gu,
    (w, before: string, _x, after: string) =>
      !titleCase &&
      /^(La|Le|Les)$/.test(w) &&
      // « Hôpital La Grave », « camping Le Pont Romain »: the article of a place's own name.
      (/^\p{Lu}/u.test(before.replace(/^[dl]['’]/, '')) ||
        NAMED_AFTER.test(fold(before)) ||
        COMMON_AFTER_BUILDING.test(fold(before)) ||
        /^camping$/i.test(before)) &&
      /^\p{Lu}/u.test(after)
        ? w
        : w.toLowerCase(),
  );
  // « Bibliothèque Universitaire de Calais »: the adjective of a common noun, not a name.
  text = text.replace(
    /(?<=\p{L}{3,} )(Hospitali(?:er|ère)s?|Universitaires?|Municipale?s?|Communale?s?|Intercommunale?s?|Départementale?s?|Régionale?s?)(?![\p{L}-])/gu,
    (w: string) => w.toLowerCase(),
  );
  text = telegraphic(text);
  text = buildingFirst(text);
  text = schoolAtTownFirst(text);
  text = worksAfterBuilding(text);
  // « Travaux d’eaux usées - Quartier du Coin »: the place after a dash is the works' complement.
  text = text.replace(
    /(?<=\p{L}{4}) [-–] (Quartier|Hameau|Lotissement|Secteur|Bourg|Village|Zone|R[ée]sidence|Cit[ée]) (?=\p{L})/u,
    (_w, noun: string) => `${/^(?:zone|r[ée]sidence|cit[ée])$/iu.test(noun) ? ' de la' : ' du'} ${noun.toLowerCase()} `,
  );
  // « Opérations Ligne C & CLB »: the programme's own name, without the word « opération » the text adds.
  text = text.replace(/^op[ée]rations?\s+(?=\p{Lu})/iu, '');
  // Lower-case words of a written object that lost their accents (« rafraichissement », « batiment »).
  text = text
    .replace(A_BEFORE_NOUN, ' à ')
    .replace(/(?<![\p{L}’'-])(\p{Ll}+)(?![\p{L}’'-])/gu, (w) => LOWER_ACCENTS[w] ?? lowerAccented(w) ?? w)
    // (« de l’ile verte », « d’acces »: after an elision too.)
    .replace(/(?<=(?:^|[\s(])[ldLD]['’])(\p{Ll}+)(?![\p{L}’'-])/gu, (w) => LOWER_ACCENTS[w] ?? lowerAccented(w) ?? w)
    // « de la Chataigneraie », « du Chateau »: a common word of a place's name that lost its accent.
    .replace(CAPITALISED_UNACCENTED, (w) => CAPITALISED_ACCENTS[w] ?? w);
  text = elidedCapitalsLowered(text).replace(/^(\p{Lu})(\p{Ll}+)(?![\p{L}’'-])/u, (w) => {
    const accented = lowerAccented(w.toLowerCase());
    return accented ? accented.charAt(0).toUpperCase() + accented.slice(1) : w;
  });
  text = facilityKindsLowered(text);
  // « Mise en accessibilité et la rénovation partielle »: the name's first work has no article
  // (taken off above), the second none either.
  text = text.replace(
    /^(\p{L}\p{Ll}+(?: \p{Ll}+){0,3}) et (?:la |le |les |l['’])(?=(?:\p{Ll}+(?:tion|ment|age|ure)|mise|r[ée]fection)\b)/u,
    '$1 et ',
  );
  // « Conservatoire à Rayonnement Régional »: the institution's kind, not a proper name.
  text = text.replace(
    /\b([Cc])onservatoire à [Rr]ayonnement ([Rr]égional|[Dd]épartemental|[Cc]ommunal|[Ii]ntercommunal)\b/gu,
    (_w, c: string, level: string) =>
      `${c === 'C' && text.startsWith('Conservatoire') ? 'C' : 'c'}onservatoire à rayonnement ${level.toLowerCase()}`,
  );
  // « de l’ancien hôpital du Bâtiment administratif »: a building's common noun, capitalised in
  // the object but followed by a common word, is not a name.
  text = text.replace(
    /(?<=(?:du|de la|de l['’]|des|le|la|l['’]|au|aux) ?)(B[âa]timent|Coll[èe]ge|Lyc[ée]e|Groupe|Gymnase|[ÉE]cole|Piscine|Mairie|Salle|Halle|Centre|P[ôo]le|Maison|Foyer|Biblioth[èe]que|M[ée]diath[èe]que)(?= \p{Ll})/gu,
    // (« Ecole » of an object written without its accents: « l’école ».)
    (w) => ACCENTED[fold(w)] ?? w.toLowerCase(),
  );
  // « de l'Eglise Saint Jean-Baptiste »: a building's common noun written without its accent is
  // not a name (« l’église »); the saint it is dedicated to is hyphenated (« Saint-Jean-Baptiste »).
  text = text
    .replace(
      /(?<=(?:de|du|la|le|l['’]|au|à|des) ?)(Eglise|Ecole|College|Lycee|Theatre|Musee|Creche|Mediatheque|Bibliotheque)(?![\p{L}])/gu,
      (w) => ACCENTED[w.toLowerCase()] ?? w.toLowerCase(),
    )
    .replace(
      /(?<=(?:[ée]glise|chapelle|cath[ée]drale|basilique|coll[èe]ge|lyc[ée]e|[ée]cole|rue|place) )(Saint|Sainte) (?=\p{Lu}\p{Ll})/gu,
      '$1-',
    );
  if (isPlaceName) {
    text = communeSpelling(text, isPlaceName);
    // « … du bâtiment 1, quai Koch Strasbourg »: the town after the address is the site's, said elsewhere.
    text = text.replace(
      /(,\s*(?:rue|quai|avenue|boulevard|place|chemin|route|all[ée]e|impasse|cours)\s+\S.*?)\s+(\p{Lu}[\p{L}'’-]+)$/u,
      (whole, address: string, town: string) => (isPlaceName(town) ? address : whole),
    );
  }
  // « … de sources conventionnelles en luminaire d’éclairage public de sources à LED »: a conversion's target said
  // by what sets it apart (« par des luminaires à LED »), never cut off its source.
  const conversion = conversionOf(text);
  if (conversion?.apart) {
    const { thing, source, target, rest } = conversion;
    const said = [thing, source, target].filter(Boolean).join(' ');
    // (the site after it, « sur la commune de … », is said by the place when the name is long)
    const site = /^(?:sur|dans|à|au|aux)\s/u.test(rest) && wordsIn(`${said} ${rest}`) > 14;
    text = `${said}${rest === '' || site ? '' : /^[,;:]/u.test(rest) ? rest : ` ${rest}`}`;
  }
  // « … des réseaux de distribution d’électricité, d’éclairage public et de communications
  // électroniques »: a list that closes the name is kept whole rather than cut in its middle.
  const closingList =
    // (« … de la rue Faillot, de la rue Lacurne Sainte-Pallaye et de la cour de la Mairie à Auxerre »: counted
    // without the town that closes it)
    text
      .replace(/[\s.]+$/u, '')
      .replace(/ (?:à|a) \p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*$/u, '')
      .split(' ').length <= 24 &&
    /(?:^|\s)(?:de |d['’]|des |du )[^,]+(?:, (?:de |d['’]|des |du |la |le |les |l['’])?[^,]+)+ et (?:de |d['’]|des |du |la |le |les |l['’])?[^,]+$/u.test(
      text,
    ) &&
    !/\s[-–:]\s|\s\(|\.\s/.test(text);
  const words = text.split(' ');
  if (words.length > 14 && !closingList) {
    const cut = text.search(/\s[-–:]\s|\s\(|\.\s/);
    if (cut > 20) {
      text = text.slice(0, cut);
    }
  }
  // « Travaux d’aménagement de l’échographie, l’admissions, la régie et le standard du bâtiment 12
  // du CASH de Nanterre »: a long enumeration is dropped rather than cut in its middle.
  const enumeration =
    /^(.+) (?:de |d['’]|des |du )(?:l['’]|la |le |les )?[^, ]+(?:, [^,]+){1,} et (?:l['’]|la |le |les )?\S+ ((?:du|de la|de l['’]|des) .+)$/u.exec(
      text,
    );
  // (a list of places each with its « de », « de la rue X, de la rue Y et de la cour Z », is no such enumeration)
  const placesListed = /(?:, (?:de |du |des |d['’])[^,]+)+ et (?:de |du |des |d['’])/u.test(text);
  if (text.split(' ').length > 16 && !placesListed && enumeration?.[1] && enumeration[2]) {
    const shorter = `${enumeration[1]} ${enumeration[2]}`;
    if (shorter.split(' ').length <= 14) {
      text = shorter;
    }
  }
  // « … des écoles élémentaires Edouard Herriot et Paul Bert à Margny Lès Compiègne »: the town the
  // site names goes before a cut would split the buildings' names.
  if (text.split(' ').length > 16) {
    const withoutTown = text.replace(
      / (?:à|a) \p{Lu}[\p{L}'’-]*(?: (?:\p{Lu}[\p{L}'’-]*|l[eè]s|sur|sous|en|de|la|le))*$/u,
      '',
    );
    if (withoutTown !== text && withoutTown.split(' ').length <= 16) {
      text = withoutTown;
    }
  }
  // « … en gaine d’air frais du tube 1 du Tunnel du Fréjus »: a name that closes on a proper noun's
  // complement (the structure, the site the works are in) keeps it rather than lose it to the cut.
  const namedEnd =
    text.split(' ').length <= 18 &&
    /\s(?:du|de la|de l['’]|des|de)\s\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s(?:du|de|des|la|le|l['’]\p{Lu}[\p{L}'’-]*|d['’]\p{Lu}[\p{L}'’-]*|\p{Lu}[\p{L}'’-]*))+$/u.test(
      text,
    );
  if (namedEnd && text.split(' ').length > 16) {
    // (Short enough without « Travaux de » before the work it names: « Modification des plateformes … ».)
    const work = text.replace(/^travaux\s+(?:de\s+|d['’])(?=\p{Ll})/iu, '');
    if (work.split(' ').length <= 16) {
      text = work.charAt(0).toUpperCase() + work.slice(1);
    }
  }
  if (text.split(' ').length > 16 && !closingList) {
    const all = text.split(' ');
    text = all.slice(0, 14).join(' ');
    // « … du bâtiment 25 »: a number after the cut belongs to the noun before it.
    if (/^\d+\w?$/.test(all[14] ?? '')) {
      text = `${text} ${all[14]}`;
    }
    // Cut at the last phrase boundary rather than mid-phrase (« … La Grave avec mise »), never
    // inside a pair of names (« Edouard Herriot et Paul Bert »).
    const boundary = Math.max(
      ...[...text.matchAll(/,\s| avec | et | pour | afin | dont | comprenant /g)]
        .filter(
          (m) =>
            !(
              m[0] === ' et ' &&
              /\p{Lu}\p{Ll}+$/u.test(text.slice(0, m.index)) &&
              /^\p{Lu}/u.test(text.slice((m.index ?? 0) + 4))
            ) &&
            // « de la porte nord et de la porte sud »: a coordination of two complements is one phrase.
            !(m[0] === ' et ' && /^(?:de |du |des |d['’]|à |au |aux )/u.test(text.slice((m.index ?? 0) + 4))) &&
            // « des bâtiments E, F et G », « des lots 1, 2 et 3 »: the marks that tell them apart are one item.
            !(
              /(?<![\p{L}\d])(?:\p{Lu}|\d{1,3})$/u.test(text.slice(0, m.index)) &&
              /^(?:\p{Lu}|\d{1,3})(?![\p{L}\d])/u.test(text.slice((m.index ?? 0) + m[0].length))
            ),
        )
        .map((m) => m.index ?? -1),
    );
    if (boundary > 0 && text.slice(0, boundary).split(' ').length >= 6) {
      text = text.slice(0, boundary);
    }
    for (let i = 0; i < 3; i += 1) {
      // (« … et de construction d’extension »: an elided article alone dangles, « d’extension » is the complement.)
      text = text.replace(
        /\s+(?:de|du|des|la|le|les|et|en|au|aux|à|d['’](?:un|une)?|l['’]\S*|sur|pour|par|dans|avec)$/i,
        '',
      );
    }
  }
  for (let i = 0; i < 3; i += 1) {
    text = text
      .replace(/[\s,;:.–-]+$/, '')
      // « … du CDFIP de Lorient en vue »: a purpose cut after its first words says nothing.
      .replace(/\s+(?:en vue|afin|dans le cadre|en raison|suite|ainsi que|situ[ée]e?s?|sis|sise)$/i, '')
      .replace(/\s+(?:de|du|des|la|le|les|et|en|au|aux|à|sur|pour|par|dans|avec)$/i, '');
  }
  // « Lycée Charles DE Gaulle »: a particle in capitals between two names.
  text = text.replace(/(?<=\p{Lu}\p{Ll}+ )(DE|DU|DES|LA|LE)(?= \p{Lu}\p{Ll})/gu, (w) => w.toLowerCase()).trim();
  if (
    schoolName?.[2] &&
    text !== '' &&
    !text.includes(schoolName[2].split(' ').slice(-1)[0] ?? '') &&
    /(?<![\p{L}])(?:[ée]coles?|coll[èe]ges?|lyc[ée]es?|groupe scolaire)(?: \p{Ll}+){0,3}$/iu.test(text) &&
    text.split(' ').length <= 14
  ) {
    text = `${text} ${schoolName[2]}`;
  }
  // « … du hall du conservatoire - Lorient »: the site's commune after a dash, said as a place.
  text = text.replace(/ [-–] (\p{Lu}[\p{L}'’-]+(?: [\p{L}'’-]+){0,3})$/u, (whole, town: string) =>
    isPlaceName?.(town) ? ` à ${town}` : whole,
  );
  text = compoundNames(placeNamesCapitalised(namesRecased(text)));
  return text === '' ? title.trim() : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The notice's object as the response quotes it in full (letter's object line, the project's
 * presentation): its words kept, its seams mended — « d' électricité », a trailing « -. » or full
 * stop, « a Santeny » — and an object with a capital on every word (« Travaux De Reconversion Et
 * Scission Du Batiment 1 ») put in sentence case, names kept.
 */
/** « rd 1004 », « Rn7 », « Gr 65 »: a road's or a long-distance footpath's number, in capitals and spaced. */
export const routeNumbers = (text: string): string =>
  text
    .replace(/\b(rd|rn|cd|vc)\s?(\d{1,4})\b/giu, (_m, road: string, n: string) => `${road.toUpperCase()} ${n}`)
    .replace(/\b(gr)\s?(\d{1,3})\b/giu, (_m, path: string, n: string) => `${path.toUpperCase()} ${n}`);

export function objectTitle(title: string, isPlaceName?: (words: string) => boolean): string {
  // The BOAMP record cuts its object at 200 characters (« … pour l’ensemble des servic »): quoted up to its
  // last whole word, with « … ».
  const cut = title.trim().length >= OBJECT_LIMIT && !/[.)\]»"!?]$/u.test(title.trim());
  let text = (
    cut
      ? `${title
          .trim()
          .replace(/\s+\S*$/u, '')
          .replace(/(?:\s+(?:de|du|des|la|le|les|et|en|au|aux|à|pour|sur|par|dans|avec|l['’]\S*|d['’]\S*))+$/iu, '')
          .replace(/[\s,;:–-]+$/u, '')}…`
      : title
  )
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<![\p{L}])([dDlL]|[Qq]u)(['’]) +(?=\p{L})/gu, '$1$2')
    .replace(/(?<=\p{L})-\.$/u, '')
    .replace(/(?<=[\p{L}\d)])\.+$/u, '')
    .replace(/(?<=\p{Ll}) a (?=\p{Lu}\p{Ll})/gu, ' à ')
    .replace(A_BEFORE_NOUN, ' à ')
    .replace(/(?<![\p{L}])Ch(?= \p{Lu}\p{Ll})/gu, 'CH')
    // « … Rue Des Jardiniers-Amelioration De La Securite »: the dash glued between a name and the works.
    .replace(new RegExp(`(?<=\\p{L}{3})-(?=(?:${WORKS_NOUNS})\\b)`, 'giu'), ' - ');
  // A file code before the object (« 23TRAV04- », « 24V0024PA-VC/VF - ») and the contract's preamble (« Le présent
  // marché a pour objet les travaux relatifs à ») are no part of what the buyer calls its works; nor is the stage
  // of a restricted procedure (« - PHASE Candidature »).
  text = withoutFileCode(text)
    // « Avis d’attribution de marchés de travaux Réalisation de … »: the notice's heading, not the buyer's object.
    .replace(NOTICE_HEADING, (heading: string, _at: number, all: string) =>
      /\p{L}{3,}(?:\s+\S+){2,}/u.test(all.slice(heading.length)) ? '' : heading,
    )
    .replace(
      /^(?:le\s+)?pr[ée]sent\s+(?:march[ée]|accord[- ]cadre)\s+(?:a\s+pour\s+objet|porte\s+sur|concerne)\s*:?\s+(?:les\s+travaux\s+relatifs?\s+(?:à|a)\s+)?(?:la\s+|le\s+|les\s+|l['’])?(?=\p{L})/iu,
      '',
    )
    .replace(/\s*[-–]\s*phase\s+(?:de\s+)?(?:candidatures?|offres?)\s*\.?\s*$/iu, '');
  text = text.charAt(0).toUpperCase() + text.slice(1);
  // Capitals on every word, from a plain first word (not a code: « 23m0131pa - Travaux D'… »), are
  // lowered; an object in raw capitals keeps them (its names could not be told from its words).
  if (/^\p{Lu}\p{Ll}+(?:\s|$)/u.test(text) && isTitleCased(text)) {
    text = fromTitleCase(text, isPlaceName).replace(
      /(?<=\S )(De|Du|Des|La|Le|Les|Et|En|Au|Aux|Pour|Sur|Dans|À)(?= \S)/gu,
      (w) => w.toLowerCase(),
    );
  }
  // An object, or a part of it, in raw capitals (« TRAVAUX POUR LA REHABILITATION DE LA COURSIVE … CAP
  // JANET », « RÉNOVATION … DU PALAIS BOURBON : MARCHÉ 2022AN37_Lot 3 : Installations … ») is quoted in
  // sentence case, its names and accents restored; a file code keeps its capitals.
  text = text
    .split(/(\s+[:–-]\s+)/u)
    .map((part, i) => (i % 2 === 0 && inRawCapitals(part) ? recasedKeepingCodes(part, isPlaceName) : part))
    .join('');
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.replace(/[^\p{Lu}]/gu, '').length / Math.max(1, letters.length) <= 0.7) {
    text = surnamesLowered(text);
  }
  text = text
    .replace(/\b(Cta|Bmt|Ssi|Vmc|Ght|Mjc|Ehpad|Sdis|Pmr|Vrd|Cvc|Wc)\b/g, (w) => w.toUpperCase())
    .replace(A_BEFORE_NOUN, ' à ')
    .replace(CAPITALISED_UNACCENTED, (w) => CAPITALISED_ACCENTS[w] ?? w);
  text = facilityKindsLowered(elidedCapitalsLowered(text))
    // « … - Lorient Relance », « … - RELANCE 2 »: a word of the procedure, not of the object.
    .replace(/\s*[-–(]?\s*\b(?:relance|RELANCE|Relance)\b(?:\s*n?°?\s*\d+)?\s*\)?\s*$/u, '')
    // « … - mairie annexe de Domenjod - »: a dash left at the end.
    .replace(/\s+[-–]\s*$/u, '');
  text = routeNumbers(compoundNames(placeNamesCapitalised(namesRecased(text))));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A text of at least three words of letters, its letters (nearly) all capitals. */
function inRawCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const words = text.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
  return words.length >= 3 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.85;
}

/** `fromCapitals`, a code's word (letters and digits, « 2022AN37_Lot ») kept as it is written. */
function recasedKeepingCodes(text: string, isPlaceName?: (words: string) => boolean): string {
  const before = text.split(' ');
  const after = fromCapitals(text, isPlaceName)
    // « MARCHE DE TRAVAUX »: the contract, not a step.
    .replace(/^marche(?= (?:de|d’|d'|du|des|public|publics|à|pour|subséquent|n°)\b)/iu, (m) =>
      `${m}`.replace(/e$/u, 'é'),
    )
    .split(' ');
  const isCode = (w: string) => /\d/.test(w) && /\p{L}{2,}/u.test(w) && w.length > 3;
  if (before.length !== after.length) {
    // (places joined by their hyphens changed the count: each code is found again by its lowered spelling)
    const codes = new Map(before.filter(isCode).map((w) => [w.toLowerCase(), w]));
    return after.map((w) => codes.get(w) ?? w).join(' ');
  }
  return after
    .map((w, i) => {
      const original = before[i] ?? w;
      return isCode(original) ? original : w;
    })
    .join(' ');
}

/** The length at which the BOAMP record cuts an object. */
const OBJECT_LIMIT = 200;

/** A surname in raw capitals inside a written object (« Lycée Aristide BERGES », « Jean-Jacques ROUSSEAU »). */
function surnamesLowered(text: string): string {
  return text.replace(/\b(\p{Lu})(\p{Lu}{5,})\b/gu, (word, first: string, rest: string) =>
    /[AEIOUY].*[AEIOUY]/.test(rest) ? `${first}${rest.toLowerCase()}` : word,
  );
}

/** « Travaux Pour La Creation D'Un Abri »: an object with a capital on (nearly) every word. */
function isTitleCased(text: string): boolean {
  const words = text.split(' ').filter((w) => w.replace(/[^\p{L}]/gu, '').length >= 4);
  const capitalised = words.filter((w) => /^\p{Lu}(?:['’]\p{L})?\p{Ll}/u.test(w));
  // Its small words too (« Pour La », « De L'église », « Au College »): not a name's capitals.
  const small = text
    .split(' ')
    .filter((w) =>
      /^(?:(?:De|Du|Des|La|Le|Les|Pour|Au|Aux|Sur|En|Et|Dans|Par)$|D['’]\p{Lu}|L['’]\p{L})/u.test(w),
    ).length;
  // « Creation D’Ascenseurs »: a short object, each word capitalised, one of them an elided small word.
  const all = text.split(' ').filter((w) => /\p{L}/u.test(w));
  const short =
    all.length >= 2 &&
    all.length <= 4 &&
    small >= 1 &&
    all.every((w) => /^(?:[DLdl]['’])?\p{Lu}\p{Ll}/u.test(w) || /^(?:De|Du|Des|La|Le|Les|Et)$/u.test(w));
  return short || (words.length >= 4 && small >= 2 && capitalised.length / words.length >= 0.75);
}

/**
 * Names inside a written object put right: « Et », « Ou » between words in lower case (« Vétérinaire et
 * Phytosanitaire »), a short word of a name in raw capitals after a capitalised one (« Federal MOGUL » → « Federal
 * Mogul »), and the first word's lost accent (« Creation » → « Création »).
 */
function namesRecased(text: string): string {
  return text
    .replace(/(?<=\S )(Et|Ou)(?= \S)/gu, (w) => w.toLowerCase())
    .replace(
      /(?<=(?<![\p{L}])\p{Lu}\p{Ll}+ )(\p{Lu})(\p{Lu}{3,4})(?![\p{L}\d])/gu,
      (word, first: string, rest: string) => (/[AEIOUY].*[AEIOUY]/.test(rest) ? `${first}${rest.toLowerCase()}` : word),
    )
    .replace(/^(\p{Lu})(\p{Ll}+)(?![\p{L}’'-])/u, (w) => {
      const accented = lowerAccented(w.toLowerCase());
      return accented ? accented.charAt(0).toUpperCase() + accented.slice(1) : w;
    });
}

/** Words after a building's noun that are common, not its name (folded): adjectives and links. */
const COMMON_AFTER_BUILDING =
  /^(?:maternelles?|elementaires?|primaires?|municipa(?:l|le|ux|les)|communa(?:l|le|ux|les)|intercommuna(?:l|le|ux|les)|nautiques?|aquatiques?|sporti(?:f|ve|fs|ves)|scolaires?|periscolaires?|universitaires?|departementa(?:l|le|ux|les)|regiona(?:l|le|ux|les)|publi(?:c|que|cs|ques)|provisoires?|modulaires?|neu(?:f|ve|fs|ves)|existante?s?|polyvalente?s?|associati(?:f|ve|fs|ves)|avec|et|ou|sans|pour|sur)$/;

/** Common nouns a building is « of » (« salle des fêtes », « maison de santé »): no place's name. */
const COMMON_AFTER_OF =
  /^(?:fetes|sports?|loisirs|jeunes|jeunesse|arts|musique|danse|quartier|ville|bourg|village|enfants|associations|sante|retraite|justice|commerce|police|secours|pompiers|services?|proximite|quartiers|vie|famille|familles|culture|congres|expositions?|spectacles?|reunions?|classe|classes|jeux|peche|chasse|golf|tennis|football|rugby|basket|judo|boules|petanque|gymnastique|natation|garderie|cantine|restauration|sciences|lettres|droit|medecine|pharmacie|commune|mairie)$/;

/** Building nouns after which capitalised words are the building's own name (« collège Garibaldi »). */
const NAMED_AFTER =
  /^(?:coll[èe]ge|lyc[ée]e|[ée]cole|[ée]glise|chapelle|cath[ée]drale|basilique|gymnase|piscine|stade|mus[ée]e|th[ée][âa]tre|m[ée]diath[èe]que|biblioth[èe]que|r[ée]sidence|rue|avenue|boulevard|place|quai|parc|pont|h[ôo]pital|ch[âa]teau|salle|halle|espace|centre|complexe|maison|groupe|cit[ée]|quartier|site|moulin|abbaye|couvent|prieur[ée]|fort|tour|domaine)$/;

/**
 * An object with a capital on every word (« Travaux Pour La Creation D'Un Abri Deux Roues Au
 * College Garibaldi A Aix-Les-Bains ») in sentence case: the common words in lower case with their
 * accents (« création », « collège »), the names kept — a building's own name, a commune (the
 * index's, or any capitalised word after « à »), a saint, a département, an acronym — and « A »
 * before a place read as « à ».
 */
function fromTitleCase(text: string, isPlaceName?: (words: string) => boolean): string {
  const words = text.split(' ');
  const out: string[] = [];
  const accent = (lower: string) => {
    const m = /^([ld]['’])?(.*)$/u.exec(lower);
    const head = m?.[1] ?? '';
    const bare = m?.[2] ?? lower;
    const key = bare.replace(/[^\p{L}-]/gu, '');
    return `${head}${ACCENTED[key] ? bare.replace(key, ACCENTED[key]) : bare}`;
  };
  const place = (i: number): number => {
    // The longest run (up to four words) from i that the index knows as a commune.
    for (let n = Math.min(4, words.length - i); n >= 1; n -= 1) {
      const run = words
        .slice(i, i + n)
        .join(' ')
        .replace(/[^\p{L}'’ -]+$/u, '');
      if (/^\p{Lu}/u.test(run) && run.length > 2 && isPlaceName?.(run)) {
        return n;
      }
    }
    return 0;
  };
  let naming = false;
  // « Mairie Annexe De Domenjod »: after a building and « de », a word no dictionary of common words
  // knows is the place's own name (a quarter, a hamlet the commune index does not list).
  let ofBuilding = false;
  // After a street's noun (« rue Des Tilleuls », « place De La Roseraie »), its small words lead to its name.
  let street = false;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] ?? '';
    const prev = fold(out[i - 1] ?? '');
    const bare = fold(w.replace(/^[ld]['’]/i, '').replace(/[^\p{L}-]/gu, ''));
    if (/^(?:[A-Z]{2,}\d*|[A-Z]+\d+)$/.test(w.replace(/[^\p{L}\d]/gu, '')) && w.replace(/[^\p{L}]/gu, '').length >= 2) {
      out.push(w); // an acronym
      naming = false;
      continue;
    }
    // « A Aix-Les-Bains », « A Ancourt »: the preposition lost its accent.
    if (w === 'A' && i > 0 && /^\p{Lu}\p{Ll}/u.test(words[i + 1] ?? '')) {
      const next = words[i + 1] ?? '';
      if (place(i + 1) > 0 || !isPlaceName || /-/.test(next)) {
        out.push('à');
        naming = false;
        continue;
      }
    }
    const n = /^(?:à|a|de|d|du|des|au|aux|sur|les|lès|lez)$/.test(prev) || i === 0 ? 0 : -1;
    const runLength = n === 0 ? place(i) : 0;
    if (runLength > 0 || (/^(?:a|à)$/.test(prev) && out[i - 1] !== 'a' && /^\p{Lu}/u.test(w))) {
      const count = Math.max(1, runLength);
      for (let k = 0; k < count; k += 1) {
        const x = words[i + k] ?? '';
        // « Aix-Les-Bains » → « Aix-les-Bains »: a commune's small words in lower case.
        out.push(
          x
            .split('-')
            .map((part, j) => (j > 0 && SMALL_WORDS.has(part.toLowerCase()) ? part.toLowerCase() : part))
            .join('-'),
        );
      }
      i += count - 1;
      naming = false;
      continue;
    }
    // « École Maternelle Jean Zay », « Stade Nautique », « … Avec Périscolaire »: a common adjective
    // or a link word after a building is no part of its name.
    if (naming && COMMON_AFTER_BUILDING.test(bare)) {
      out.push(accent(w.toLowerCase()));
      naming = !/^(?:avec|et|ou|sans|pour|sur)$/.test(bare);
      continue;
    }
    if (/^(?:Saint|Sainte|St|Ste)(?:-|$)/u.test(w) || (naming && /^\p{Lu}/u.test(w) && !SMALL_WORDS.has(bare))) {
      out.push(w);
      naming = true;
      street = false;
      continue;
    }
    if (DEPARTEMENT_WORDS.has(bare) && /^(?:de|du|la|le|les|dans|en|des|l)$/.test(prev.replace(/['’]$/, ''))) {
      out.push(w);
      naming = false;
      continue;
    }
    if (
      ofBuilding &&
      /^\p{Lu}\p{Ll}{3,}$/u.test(w.replace(/[^\p{L}]+$/u, '')) &&
      !lowerAccented(bare) &&
      !LOWER_ACCENTS[bare] &&
      !COMMON_ENDING.test(bare) &&
      !COMMON_AFTER_BUILDING.test(bare) &&
      !COMMON_AFTER_OF.test(bare)
    ) {
      out.push(w);
      ofBuilding = false;
      naming = true;
      continue;
    }
    ofBuilding =
      (naming || NAMED_AFTER.test(prev) || /^(?:mairie|annexe|foyer|hameau|caserne|gendarmerie|poste)$/.test(prev)) &&
      /^(?:de|du)$/.test(bare) &&
      !/['’]/.test(w);
    const lower = i === 0 ? w : w.toLowerCase();
    out.push(
      i === 0 ? `${accent(w.toLowerCase()).charAt(0).toUpperCase()}${accent(w.toLowerCase()).slice(1)}` : accent(lower),
    );
    const streetNoun = /^(?:rue|avenue|boulevard|place|allee|impasse|chemin|quai|square|cours|route)$/.test(
      fold(lower),
    );
    naming =
      NAMED_AFTER.test(fold(lower).replace(/^[ld]'/, '')) ||
      (street && SMALL_WORDS.has(bare) && /^\p{Lu}/u.test(words[i + 1] ?? ''));
    street = streetNoun || (street && SMALL_WORDS.has(bare));
  }
  return out.join(' ');
}

/** Network works whose object a telegraphic title gives without its article (« Réhabilitation réseau eaux usées »). */
const NETWORK_M = 'r[ée]seau|poste|bassin|collecteur|branchement|regard|d[ée]versoir|forage|r[ée]servoir';
const NETWORK_F = 'station|canalisation|conduite|chauss[ée]e|voirie|bâche|cuve';
const PLACE_M = 'lotissement|quartier|hameau|secteur|bourg|parking|village';
// (« rue Pasteur », « avenue … »: an address goes without its article.)
const PLACE_F = 'zone|r[ée]sidence|cit[ée]';

/**
 * A telegraphic object given its articles back: « Réhabilitation réseau eaux usées lotissement
 * Biroy Création poste de refoulement » → « Réhabilitation du réseau d’eaux usées du lotissement
 * Biroy et création d’un poste de refoulement ». Only the works of networks and their places.
 */
function telegraphic(text: string): string {
  let out = text
    .replace(
      new RegExp(
        `\\b((?:[Cc]r[ée]ation|[Cc]onstruction|[Pp]ose|[Ii]nstallation)) ((?:${NETWORK_M})s?|(?:${NETWORK_F})s?)\\b`,
        'gu',
      ),
      (_w, work: string, noun: string) =>
        `${work} ${/s$/.test(noun) ? 'de' : new RegExp(`^(?:${NETWORK_F})$`, 'u').test(noun) ? 'd’une' : 'd’un'} ${noun}`,
    )
    .replace(
      new RegExp(
        `\\b((?:[Rr][ée]habilitation|[Rr]enouvellement|[Rr]emplacement|[Ee]xtension|[Rr][ée]fection|[Rr]eprise|[Cc]urage|[Cc]hemisage|[Rr]enforcement|[Rr]accordement|[Mm]ise en s[ée]paratif)) ((?:${NETWORK_M})s?|(?:${NETWORK_F})s?)\\b`,
        'gu',
      ),
      (_w, work: string, noun: string) =>
        `${work} ${/s$/.test(noun) ? 'des' : new RegExp(`^(?:${NETWORK_F})$`, 'u').test(noun) ? 'de la' : 'du'} ${noun}`,
    )
    .replace(
      /\b(r[ée]seaux?|collecteurs?|branchements?|canalisations?) (eaux us[ée]es|eaux pluviales|eau potable|eaux|assainissement)\b/gu,
      '$1 d’$2',
    )
    .replace(
      new RegExp(
        `\\b(eaux us[ée]es|eaux pluviales|eau potable|r[ée]seaux?|refoulement) (${PLACE_M}|${PLACE_F})(?= \\p{Lu})`,
        'gu',
      ),
      (_w, before: string, place: string) =>
        `${before} ${new RegExp(`^(?:${PLACE_F})$`, 'u').test(place) ? 'de la' : 'du'} ${place}`,
    );
  // « … lotissement Biroy Création d’un poste »: a second work, capitalised mid-title, joined by « et ».
  if (out !== text) {
    out = out.replace(
      /(?<=\S) (Cr[ée]ation|Construction|R[ée]habilitation|Remplacement|Extension|Renouvellement|R[ée]fection|Mise) (?=\p{Ll})/gu,
      (_w, work: string) => ` et ${work.toLowerCase()} `,
    );
  }
  return out;
}

/** Kinds of facilities an object capitalises though they are common nouns (folded, apostrophes as « ' »). */
const FACILITY_KINDS = [
  "lieu d'accueil et de loisirs de proximite",
  'accueil de loisirs sans hebergement',
  'accueil de loisirs',
  'centre de loisirs',
  'maison de sante pluriprofessionnelle',
  'maison de sante',
  'relais petite enfance',
  'maison des jeunes et de la culture',
  'centre technique municipal',
  'centre aquatique',
  'salle des fetes',
  'salle polyvalente',
];
const FOLD_CLASS: Readonly<Record<string, string>> = {
  a: '[aàâä]',
  e: '[eéèêë]',
  i: '[iîï]',
  o: '[oôö]',
  u: '[uùûü]',
  c: '[cç]',
  "'": "['’]",
};
const FACILITY_RE = new RegExp(
  `(?<![\\p{L}])(?:${FACILITY_KINDS.map((k) => [...k].map((ch) => FOLD_CLASS[ch] ?? ch).join('')).join('|')})(?![\\p{L}])`,
  'giu',
);

/** « du Lieu d’Accueil et de Loisirs de Proximité » → « du lieu d’accueil et de loisirs de proximité ». */
function facilityKindsLowered(text: string): string {
  return text.replace(FACILITY_RE, (w: string, at: number) => {
    if (!/\p{Lu}/u.test(w.slice(1))) {
      return w;
    }
    const lower = w.toLowerCase();
    return at === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
  });
}

/** Common words of places' names a written object gives capitalised without their accents. */
const CAPITALISED_ACCENTS: Readonly<Record<string, string>> = {
  Chataigneraie: 'Châtaigneraie',
  Chateau: 'Château',
  Foret: 'Forêt',
  Hopital: 'Hôpital',
  Theatre: 'Théâtre',
  Prieure: 'Prieuré',
  // The route's own spelling (« Via Rhôna », « Viarhona » in notices).
  Viarhona: 'ViaRhôna',
  ViaRhona: 'ViaRhôna',
  VIARHONA: 'ViaRhôna',
};
const CAPITALISED_UNACCENTED =
  /(?<![\p{L}’'-])(?:Chataigneraie|Chateau|Foret|Hopital|Theatre|Prieure|Viarhona|ViaRhona|VIARHONA)(?![\p{L}’'-])/gu;

/**
 * A common noun capitalised after an elided article, its accent lost (« de l’Eclairage public », « l’Electricité »):
 * written as the noun it is.
 */
const ELIDED_CAPITALISED: Readonly<Record<string, string>> = {
  eclairage: 'éclairage',
  eclairages: 'éclairages',
  electricite: 'électricité',
  etancheite: 'étanchéité',
  equipement: 'équipement',
  equipements: 'équipements',
  ecole: 'école',
  ecoles: 'écoles',
  eglise: 'église',
  energie: 'énergie',
};
export const elidedCapitalsLowered = (text: string) =>
  text.replace(/(?<=(?:^|[\s(«])[lLdD]['’])(\p{Lu}\p{Ll}+)(?![\p{L}-])/gu, (w) => ELIDED_CAPITALISED[fold(w)] ?? w);

/** « a » before a noun the verb « avoir » cannot take bare: the preposition « à » lost its accent. */
const A_BEFORE_NOUN =
  /(?<=\p{Ll}) a (?=(?:destination|proximit[ée]|usage|vocation|caract[èe]re|l['’]usage|l['’]intention|titre|compter|partir|c[ôo]t[ée]|l['’]int[ée]rieur|l['’]ext[ée]rieur)(?![\p{L}]))/gu;

/** The nouns a works' phrase opens with (« Amélioration de la sécurité… », « Travaux de… »). */
const WORKS_NOUNS =
  'am[ée]lioration|r[ée]novation|r[ée]habilitation|travaux|remplacement|r[ée]fection|mise|cr[ée]ation|extension|construction|am[ée]nagement|restructuration|installation|reprise|r[ée]paration|r[ée]alisation|d[ée]molition';

/** The article-and-preposition a building's noun takes after the works (« du bâtiment », « de l’école »). */
function ofBuilding(noun: string): string {
  const n = fold(noun);
  if (/^[aeiouyh]/.test(n)) {
    return 'de l’';
  }
  return /^(?:salle|mairie|maison|halle|piscine|creche|mediatheque|bibliotheque|residence|chapelle)$/.test(n)
    ? 'de la '
    : 'du ';
}

/**
 * « Bâtiment associatif de la rue des Jardiniers - amélioration de la sécurité incendie » →
 * « Amélioration de la sécurité incendie … du bâtiment associatif de la rue des Jardiniers »: the
 * works first, the building they are done in after them.
 */
function worksAfterBuilding(text: string): string {
  const m = new RegExp(
    `^(B[âa]timent|[ÉE]cole|Coll[èe]ge|Lyc[ée]e|Gymnase|Salle|Mairie|Maison|Halle|Piscine|Cr[èe]che|M[ée]diath[èe]que|Biblioth[èe]que|[ÉE]glise|Groupe scolaire)((?: [^ –-]+){1,8}) [-–] ((?:${WORKS_NOUNS})\\b.+)$`,
    'iu',
  ).exec(text);
  if (!m) {
    return text;
  }
  const noun = ACCENTED[fold(m[1] ?? '')] ?? (m[1] ?? '').toLowerCase();
  const works = lowerAccented((m[3] ?? '').split(' ')[0]?.toLowerCase() ?? '') ?? (m[3] ?? '').split(' ')[0] ?? '';
  const rest = (m[3] ?? '').split(' ').slice(1).join(' ');
  return `${works.charAt(0).toUpperCase()}${works.slice(1)} ${rest} ${ofBuilding(noun)}${noun}${m[2] ?? ''}`;
}

/** A word of works written without its accents, from the table of words raw capitals lose them in. */
function lowerAccented(word: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(ACCENTED, word) ? ACCENTED[word] : undefined;
}

/** Lower-case words a written object may give without their accents. */
const LOWER_ACCENTS: Readonly<Record<string, string>> = {
  rafraichissement: 'rafraîchissement',
  batiment: 'bâtiment',
  batiments: 'bâtiments',
  ecole: 'école',
  ecoles: 'écoles',
  elementaire: 'élémentaire',
  elementaires: 'élémentaires',
  refection: 'réfection',
  renovation: 'rénovation',
  rehabilitation: 'réhabilitation',
  reamenagement: 'réaménagement',
  amenagement: 'aménagement',
  creation: 'création',
  electricite: 'électricité',
  etancheite: 'étanchéité',
  securite: 'sécurité',
  accessibilite: 'accessibilité',
  energetique: 'énergétique',
  eglise: 'église',
  college: 'collège',
  lycee: 'lycée',
  acces: 'accès',
  funeraire: 'funéraire',
  funeraires: 'funéraires',
  funerarium: 'funérarium',
  ceremonie: 'cérémonie',
  cremation: 'crémation',
};

/**
 * « Lycée viticole à Amboise - Traitement thermique du bâtiment Externat Internat » → « Traitement
 * thermique du bâtiment Externat Internat du lycée viticole d’Amboise »: the works first, the school
 * and its town after them.
 */
function schoolAtTownFirst(text: string): string {
  const m =
    /^(Lyc[ée]e|Coll[èe]ge|[ÉE]cole|Groupe scolaire)((?: \p{Ll}[\p{Ll}-]*){0,2}) (?:à|a) (\p{Lu}[\p{L}'’-]*(?: (?:\p{Lu}[\p{L}'’-]*|l[eè]s|sur|sous|en|de|la|le))*)\s+[-–:]\s+(\p{Lu}\p{Ll}.+)$/u.exec(
      text,
    );
  if (!m) {
    return text;
  }
  const noun = (m[1] ?? '').toLowerCase();
  const town = m[3] ?? '';
  const of = startsWithVowelSound(noun) ? 'de l’' : /^[ée]cole/u.test(noun) ? 'de la ' : 'du ';
  return `${m[4]} ${of}${noun}${m[2] ?? ''} ${startsWithVowelSound(town) ? `d’${town}` : `de ${town}`}`;
}

/** The buildings a title may open with, before its works (« Lycée Charles de Gaulle Raccordement au… »). */
const LEAD_BUILDING =
  /^(Lyc[ée]e|Coll[èe]ge|[ÉE]cole|Groupe scolaire|Gymnase|Piscine|Mairie|[ÉE]glise|M[ée]diath[èe]que|Salle|Stade|Conservatoire|Mus[ée]e|Th[ée][âa]tre|H[ôo]tel de ville|Cr[èe]che|Halle)((?: (?:\p{Lu}[\p{L}'’-]*|de|du|des|d['’]\p{Lu}[\p{L}-]*)){1,5}) (Raccordement|R[ée]novation|R[ée]habilitation|Remplacement|R[ée]fection|Restauration|Extension|Travaux|Mise|Am[ée]nagement|Construction|Cr[ée]ation|Installation|Reprise)\b ?(.*)$/u;

/**
 * « Lycée Charles de Gaulle Raccordement au réseau de chaleur urbain » → « Raccordement du lycée
 * Charles-de-Gaulle au réseau de chaleur urbain »: the works first, the building after them; a
 * person's name with its particle hyphenated, as a building's name is written.
 */
function buildingFirst(text: string): string {
  const m = LEAD_BUILDING.exec(text);
  if (!m) {
    return text;
  }
  const noun = (m[1] ?? '').toLowerCase();
  const name = (m[2] ?? '')
    .trim()
    .replace(
      /^(\p{Lu}\p{Ll}+) (de|du|d['’]|DE|DU|D['’]) ?(\p{Lu}\p{Ll}+)$/u,
      (_w, first: string, de: string, last: string) =>
        /['’]$/.test(de) ? `${first}-d’${last}` : `${first}-${de.toLowerCase()}-${last}`,
    );
  const building = `${noun} ${name}`;
  const of = startsWithVowelSound(noun)
    ? 'de l’'
    : /^(?:[ée]cole|piscine|mairie|[ée]glise|m[ée]diath[èe]que|salle|cr[èe]che|halle)/u.test(noun)
      ? 'de la '
      : 'du ';
  const work = m[3] ?? '';
  const rest = (m[4] ?? '').trim();
  if (rest === '') {
    return `${work} ${of}${building}`;
  }
  // « Raccordement au réseau » → « Raccordement du lycée … au réseau »; otherwise the building ends the name.
  return /^(?:au|aux|à)\b/u.test(rest) ? `${work} ${of}${building} ${rest}` : `${work} ${rest} ${of}${building}`;
}

/**
 * A commune's name as its index writes it, in an object that gives it in words (« du Grau du Roi »
 * → « du Grau-du-Roi », « à Divonne les Bains » → « à Divonne-les-Bains »): the words after « de »,
 * « du », « à » that the commune index knows as one commune, hyphenated.
 */
function communeSpelling(text: string, isPlaceName: (words: string) => boolean): string {
  const words = text.split(' ');
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] ?? '';
    const elided = /^([dl]['’])(\p{Lu}.*)$/u.exec(w);
    if (!/^(de|du|des|à|au|aux)$/.test(w) && !elided) {
      continue;
    }
    const start = elided ? i : i + 1;
    for (let n = 5; n >= 3; n -= 1) {
      const run = words.slice(start, start + n);
      if (run.length < n) {
        continue;
      }
      const first = elided ? [elided[2] ?? '', ...run.slice(1)] : run;
      if (!/^\p{Lu}/u.test(first[0] ?? '') || !/^\p{Lu}/u.test(first[first.length - 1] ?? '')) {
        continue;
      }
      if (
        !first
          .slice(1, -1)
          .every((x) => SMALL_WORDS.has(x.toLowerCase()) || /^[ld]['’]\p{Lu}/u.test(x) || /^\p{Lu}/u.test(x))
      ) {
        continue;
      }
      const phrase = first.join(' ');
      if (isPlaceName(`${w === 'du' || w === 'au' ? 'le ' : ''}${phrase}`) || isPlaceName(phrase)) {
        const joined = first.map((x, k) => (k > 0 && SMALL_WORDS.has(x.toLowerCase()) ? x.toLowerCase() : x)).join('-');
        words.splice(start, n, elided ? `${elided[1]}${joined}` : joined);
        break;
      }
    }
  }
  return words.join(' ');
}

/** Words that raw capitals lose the accents of (« EGLISE », « BATIMENTS »), as a text writes them. */
const ACCENTED: Readonly<Record<string, string>> = {
  residence: 'résidence',
  residences: 'résidences',
  situe: 'situé',
  situee: 'située',
  situes: 'situés',
  situees: 'situées',
  refection: 'réfection',
  chaussee: 'chaussée',
  chaussees: 'chaussées',
  residentialisation: 'résidentialisation',
  activite: 'activité',
  activites: 'activités',
  economique: 'économique',
  economiques: 'économiques',
  cite: 'cité',
  eglise: 'église',
  etablissement: 'établissement',
  etablissements: 'établissements',
  ecole: 'école',
  ecoles: 'écoles',
  batiment: 'bâtiment',
  batiments: 'bâtiments',
  college: 'collège',
  lycee: 'lycée',
  etancheite: 'étanchéité',
  exterieur: 'extérieur',
  exterieure: 'extérieure',
  exterieurs: 'extérieurs',
  exterieures: 'extérieures',
  interieur: 'intérieur',
  interieure: 'intérieure',
  interieurs: 'intérieurs',
  interieures: 'intérieures',
  electricite: 'électricité',
  electrique: 'électrique',
  electriques: 'électriques',
  renovation: 'rénovation',
  rehabilitation: 'réhabilitation',
  securite: 'sécurité',
  energetique: 'énergétique',
  equipement: 'équipement',
  equipements: 'équipements',
  elementaire: 'élémentaire',
  periscolaire: 'périscolaire',
  dechetterie: 'déchetterie',
  deconnexion: 'déconnexion',
  usees: 'usées',
  sante: 'santé',
  theatre: 'théâtre',
  theatres: 'théâtres',
  realisation: 'réalisation',
  reseau: 'réseau',
  reseaux: 'réseaux',
  esthetique: 'esthétique',
  amelioration: 'amélioration',
  electronique: 'électronique',
  electroniques: 'électroniques',
  eclairage: 'éclairage',
  energie: 'énergie',
  lycees: 'lycées',
  colleges: 'collèges',
  eglises: 'églises',
  etude: 'étude',
  etudes: 'études',
  operation: 'opération',
  reparation: 'réparation',
  reparations: 'réparations',
  preau: 'préau',
  preaux: 'préaux',
  maconnerie: 'maçonnerie',
  maconneries: 'maçonneries',
  facade: 'façade',
  facades: 'façades',
  conformite: 'conformité',
  desamiantage: 'désamiantage',
  deconstruction: 'déconstruction',
  hopital: 'hôpital',
  aeronautique: 'aéronautique',
  generale: 'générale',
  general: 'général',
  telephonie: 'téléphonie',
  telecommunications: 'télécommunications',
  energetiques: 'énergétiques',
  securisation: 'sécurisation',
  regie: 'régie',
  ventilation: 'ventilation',
  thermique: 'thermique',
  reamenagement: 'réaménagement',
  amenagement: 'aménagement',
  amenagements: 'aménagements',
  creation: 'création',
  demolition: 'démolition',
  mediatheque: 'médiathèque',
  bibliotheque: 'bibliothèque',
  musee: 'musée',
  salle: 'salle',
  siege: 'siège',
  communaute: 'communauté',
  piece: 'pièce',
  cloture: 'clôture',
  clotures: 'clôtures',
  plomberie: 'plomberie',
  chauffage: 'chauffage',
  menuiserie: 'menuiserie',
  platrerie: 'plâtrerie',
  vetuste: 'vétuste',
  accessibilite: 'accessibilité',
  degradations: 'dégradations',
  hotel: 'hôtel',
  gymnase: 'gymnase',
  creche: 'crèche',
  ehpad: 'EHPAD',
  acces: 'accès',
  ile: 'île',
  iles: 'îles',
  funeraire: 'funéraire',
  funeraires: 'funéraires',
  funerarium: 'funérarium',
  ceremonie: 'cérémonie',
  ceremonies: 'cérémonies',
  cineraire: 'cinéraire',
  cremation: 'crémation',
  mortuaire: 'mortuaire',
  sdis: 'SDIS',
  mjc: 'MJC',
  pmr: 'PMR',
  vrd: 'VRD',
  cvc: 'CVC',
};

/**
 * An object written in raw capitals in sentence case, its proper nouns kept: « Saint-Pierre »,
 * the names after the last « de » that the commune index knows (« DE BRICQUEBEC », « DU
 * MARSAN »), the départements (« DANS L'YONNE »); the accents the capitals lost restored for the
 * common words of works.
 */
function fromCapitals(text: string, isPlaceName?: (words: string) => boolean): string {
  const words = text.toLowerCase().split(' ');
  const cap = (w: string) =>
    w
      .split('-')
      .map((part, i) =>
        i > 0 && SMALL_WORDS.has(part)
          ? part
          : part.replace(
              /^([ld]['’])?(\p{L})/u,
              (_m, el: string | undefined, c: string) => `${el ?? ''}${c.toUpperCase()}`,
            ),
      )
      .join('-');
  const out = words.map((w) => {
    const bare = w.replace(/^[ld]['’]/, '').replace(/[^\p{L}-]/gu, '');
    const accented = ACCENTED[bare];
    return accented ? w.replace(bare, accented) : w;
  });
  for (let i = 0; i < out.length; i += 1) {
    const w = out[i] ?? '';
    // « saint-pierre », « sainte-anne »: always a name.
    if (/^(saint|sainte)-\p{L}/u.test(w)) {
      out[i] = cap(w);
      continue;
    }
    // « saint-paul du marsan », « saint-jean de luz »: the place a saint's name carries is a name
    // too (the pays, the town), unless a common word of works follows.
    if (/^(de|du|des)$/.test(w) && /^(Saint|Sainte)-\p{L}/u.test(out[i - 1] ?? '')) {
      const next = out[i + 1] ?? '';
      const bare = fold(next.replace(/[^\p{L}-]/gu, ''));
      if (bare.length > 2 && !ACCENTED[bare] && !COMMON_AFTER_SAINT.has(bare)) {
        out[i + 1] = cap(next);
      }
    }
    // « dans l'yonne », « de la haute somme », « du rhône »: a département (not « façade nord »).
    const bare = fold(w.replace(/^[ld]['’]/, '').replace(/[^\p{L}-]/gu, ''));
    const prev = fold(out[i - 1] ?? '');
    const haute = /^(haute|hautes|basse|bas)$/.test(prev);
    if (
      bare.length > 2 &&
      DEPARTEMENT_WORDS.has(bare) &&
      (/^[ld]['’]/.test(w) || /^(de|du|la|le|les|dans|en|des)$/.test(prev) || haute)
    ) {
      const upper = (x: string) =>
        x.replace(/^([ld]['’])?(\p{L})/u, (_m, el: string | undefined, c: string) => `${el ?? ''}${c.toUpperCase()}`);
      out[i] = upper(w);
      if (haute) {
        out[i - 1] = upper(out[i - 1] ?? '');
      }
    }
  }
  // « bâtiment paul bert », « collège jean moulin », « rue victor hugo »: a person's name after a
  // building's or a street's noun, known by its first name, gets its capitals (with its particle).
  for (let i = 1; i < out.length; i += 1) {
    const noun = fold(out[i - 1] ?? '').replace(/^[ld]'/, '');
    const given = fold(out[i] ?? '').replace(/[^a-z-]/g, '');
    if (!NAMED_AFTER.test(noun) && !/^(?:batiment|pavillon|residence|gymnase|stade)$/.test(noun)) {
      continue;
    }
    if (!given.split('-').every((x) => FIRST_NAMES.has(x))) {
      continue;
    }
    out[i] = cap(out[i] ?? '');
    let k = i + 1;
    if (/^(?:de|du|d['’].+)$/.test(out[k] ?? '') && out[k + 1] !== undefined && !/^d['’]/.test(out[k] ?? '')) {
      k += 1; // « charles de gaulle »
    }
    const surname = out[k] ?? '';
    const bare = fold(surname.replace(/^d['’]/, '').replace(/[^\p{L}-]/gu, ''));
    if (bare.length > 1 && !SMALL_WORDS.has(bare) && !lowerAccented(bare) && !COMMON_AFTER_BUILDING.test(bare)) {
      out[k] = /^d['’]/.test(surname) ? `d’${cap(surname.slice(2))}` : cap(surname);
    }
  }
  // « cite square fabien », « zone colbert du palais bourbon », « terminal international cap janet »: the
  // words after a place's noun that are no common French word (by their ending) are the place's name.
  namesAfterPlaceNouns(out, NAMED_PLACE_NOUN, cap);
  streetNamesCapitalised(out, cap);
  // A place after « de/du/des/d'/à »: up to three words the commune index knows as a name.
  if (isPlaceName) {
    for (let i = 0; i < out.length; i += 1) {
      const w = out[i] ?? '';
      const elided = /^d['’](\p{L}.*)$/u.exec(w);
      if (!/^(de|du|des|à|a|au|aux)$/.test(w) && !elided) {
        continue;
      }
      const start = elided ? i : i + 1;
      for (let n = 3; n >= 1; n -= 1) {
        const run = out.slice(start, start + n);
        if (run.length < n) {
          continue;
        }
        const first = elided ? [elided[1] ?? '', ...run.slice(1)] : run;
        const phrase = first.join(' ').replace(/[^\p{L}'’ -]+$/u, '');
        if (phrase.length > 2 && isPlaceName(`${w === 'du' || w === 'au' ? 'le ' : ''}${phrase}`)) {
          for (let k = start; k < start + n; k += 1) {
            const word = out[k] ?? '';
            out[k] = k > start && SMALL_WORDS.has(word) ? word : cap(word);
          }
          break;
        }
      }
    }
  }
  // « … sur les communes de Fontenay-Trésigny, bernay-vilbert, rozay en brie et vaudoy en brie »: the next places
  // of a list that starts with a place are places too, written as the commune index spells them (hyphens joined).
  if (isPlaceName) {
    for (let i = 1; i < out.length; i += 1) {
      const w = out[i] ?? '';
      const listed = /,$/.test(w) ? /^\p{Lu}/u.test(w) : w === 'et' && /^\p{Lu}/u.test(out[i - 1] ?? '');
      if (!listed) {
        continue;
      }
      for (let n = 4; n >= 1; n -= 1) {
        const run = out.slice(i + 1, i + 1 + n);
        const last = run[run.length - 1] ?? '';
        const tail = /[,.;:)]+$/u.exec(last)?.[0] ?? '';
        const phrase = run.join(' ').slice(0, run.join(' ').length - tail.length);
        if (run.length < n || /^\p{Lu}/u.test(run[0] ?? '') || phrase.length <= 2 || !isPlaceName(phrase)) {
          continue;
        }
        const spelt = phrase
          .split(/[ -]/)
          .map((x, k) => (k > 0 && SMALL_WORDS.has(x) ? x : cap(x)))
          .join('-');
        out.splice(i + 1, n, `${spelt}${tail}`);
        break;
      }
    }
  }
  // « ile verte a Valbonne »: « a » before a place written with its capital is « à ».
  for (let i = 0; i < out.length - 1; i += 1) {
    if (out[i] === 'a' && /^\p{Lu}/u.test(out[i + 1] ?? '')) {
      out[i] = 'à';
    }
  }
  return out.join(' ');
}

/**
 * The words after a place's noun (`nouns`, folded) that are no common French word (by their ending, or the tables
 * of accented words) are the place's name and get their capitals (`out` changed in place).
 */
function namesAfterPlaceNouns(out: string[], nouns: RegExp, cap: (w: string) => string): void {
  for (let i = 1; i < out.length; i += 1) {
    if (!nouns.test(fold(out[i - 1] ?? '').replace(/^[ld]'/, ''))) {
      continue;
    }
    let start = i;
    while (start < out.length && COMMON_WORD_AFTER_PLACE.test(fold(out[start] ?? ''))) {
      start += 1;
    }
    // « école maternelle les tilleuls »: a name that opens on its article (« Les Tilleuls »).
    const article = /^(?:le|la|les)$/.test(out[start] ?? '') && start > i ? 1 : 0;
    let end = start + article;
    while (
      end < out.length &&
      end - start < 3 &&
      /^\p{L}[\p{L}-]*$/u.test(out[end] ?? '') &&
      !SMALL_WORDS.has(out[end] ?? '') &&
      !ACCENTED[out[end] ?? ''] &&
      !lowerAccented(out[end] ?? '') &&
      !COMMON_ENDING.test(fold(out[end] ?? ''))
    ) {
      end += 1;
    }
    if (end === start + article) {
      continue;
    }
    for (let k = start; k < end; k += 1) {
      out[k] = cap(out[k] ?? '');
    }
  }
}

/** Nouns of a street whose own name follows (folded); those of `ADDRESS_ONLY_STREET` only after a number. */
const STREET_NOUN = /^(?:rue|avenue|av|boulevard|bd|impasse|allee|quai)$/;
const ADDRESS_ONLY_STREET = /^(?:place|chemin|route|cours|square|voie)$/;
/** Words that end a street's name in an object (the town after it, the next works). */
const AFTER_STREET = /^(?:a|à|au|aux|et|ou|pour|sur|dans|avec|en|par|situe|situee|lot|tranche|phase|commune|ville)$/;

/**
 * « 149 rue de philadelphie », « avenue victor hugo »: the name of a street after its noun, in an object in raw
 * capitals, gets its capitals (its small words aside) up to the town or the next works (`out` changed in place).
 */
function streetNamesCapitalised(out: string[], cap: (w: string) => string): void {
  for (let i = 1; i < out.length; i += 1) {
    const noun = fold(out[i - 1] ?? '');
    if (!STREET_NOUN.test(noun) && !(ADDRESS_ONLY_STREET.test(noun) && /^\d+\w*,?$/u.test(out[i - 2] ?? ''))) {
      continue;
    }
    let named = 0;
    for (let k = i; k < out.length && k < i + 5; k += 1) {
      const word = out[k] ?? '';
      const bare = fold(word.replace(/[^\p{L}'’-]/gu, ''));
      if (bare === '' || AFTER_STREET.test(bare) || /^\d/u.test(word)) {
        break;
      }
      if (/^(?:de|du|des|la|le|les)$/.test(bare) || /^[dl]['’]$/u.test(bare)) {
        continue;
      }
      out[k] = /^[dl]['’]/u.test(word) ? `${word.slice(0, 2)}${cap(word.slice(2))}` : cap(word);
      named += 1;
      if (/[,;:)]$/u.test(word) || named >= 3) {
        break;
      }
    }
  }
}

/** A written object's place names left in lower case after their noun (« sur le secteur siblas » → « Siblas »). */
function placeNamesCapitalised(text: string): string {
  const out = text.split(' ');
  // (« secteur sauvegardé », « quartier piétonnier »: a participle or a common word is no name.)
  const cap = (w: string) =>
    /^\p{Ll}[\p{Ll}-]*$/u.test(w) && !/(?:é|ée|és|ées|ier|ière|on)$/u.test(w) && !COMMON_WORD_AFTER_PLACE.test(fold(w))
      ? w.charAt(0).toUpperCase() + w.slice(1)
      : w;
  namesAfterPlaceNouns(out, WRITTEN_PLACE_NOUN, cap);
  return out.join(' ');
}
/** Nouns of a quarter or a hamlet whose own name follows, in an object written in lower case (folded). */
const WRITTEN_PLACE_NOUN = /^(?:secteur|quartier|hameau|lieu-dit|lotissement)$/;

/** Nouns of a place whose own name follows (folded): « cité Square Fabien », « palais Bourbon », « cap Janet ». */
const NAMED_PLACE_NOUN =
  /^(?:cite|zone|palais|terminal|cap|square|groupe|college|lycee|ecole|gymnase|secteur|quartier|hameau|lieu-dit)$/;
/** Common words that may stand between such a noun and its name (« terminal international »). */
const COMMON_WORD_AFTER_PLACE =
  /^(?:international|internationale|nord|sud|est|ouest|maritime|portuaire|principal|principale|ancien|ancienne|nouveau|nouvelle|scolaire|elementaire|maternelle|primaire|professionnel|professionnelle|polyvalent|polyvalente|omnisports|public|publique|prive|privee|agricole|technique|general|generale|municipal|municipale|communal|communale|intercommunal|intercommunale|regional|departemental|neuf|neuve|existant|existante|actuel|actuelle|\d+\w*)$/;
/** Endings of common French words (adjectives, nouns of works): no proper name is read in them. */
const COMMON_ENDING =
  /(?:ale|ales|al|aux|elle|elles|ique|iques|aire|aires|ive|ives|if|ifs|ee|ees|ier|iere|iers|ion|ions|ment|ments|eur|eurs|age|ages|ure|ures|ite|ites|ence|ances?|oire|oires|isme|iste|istes)$/;

/** First names whose accents raw capitals lose (folded → written), unambiguous as first names before a surname. */
const FIRST_NAME_ACCENTS: Readonly<Record<string, string>> = {
  felix: 'Félix',
  helene: 'Hélène',
  emile: 'Émile',
  emilie: 'Émilie',
  edouard: 'Édouard',
  etienne: 'Étienne',
  elisabeth: 'Élisabeth',
  jerome: 'Jérôme',
  andre: 'André',
  rene: 'René',
  gerard: 'Gérard',
  frederic: 'Frédéric',
  stephane: 'Stéphane',
  cecile: 'Cécile',
  valerie: 'Valérie',
  jeremie: 'Jérémie',
  honore: 'Honoré',
  aime: 'Aimé',
  leon: 'Léon',
  leo: 'Léo',
  leonard: 'Léonard',
  leopold: 'Léopold',
  therese: 'Thérèse',
  genevieve: 'Geneviève',
  amedee: 'Amédée',
  eugene: 'Eugène',
  desire: 'Désiré',
  mederic: 'Médéric',
  clement: 'Clément',
  theodore: 'Théodore',
  irene: 'Irène',
  noel: 'Noël',
  raphael: 'Raphaël',
  celestin: 'Célestin',
  gaetan: 'Gaëtan',
};

/** First names a building or a street is named after (folded), to tell « paul bert » from common words. */
const FIRST_NAMES = new Set(
  'adrien albert alexandre alfred alphonse anatole andre anne antoine aristide arthur auguste blaise camille charles christophe claude clement colette denis edgar edmond edouard emile eugene ferdinand fernand francois frederic gabriel gaston george georges gustave guy helene henri hector honore irene jacques jean jeanne joseph jules julien leo leon leonard louis louise lucie marc marcel marie marius maurice max maximilien michel nelson olympe pablo pasteur paul pierre rene robert roger romain rosa saint samuel simone sophie suzanne theodore thomas victor vincent xavier yves'.split(
    ' ',
  ),
);
/** `FIRST_NAMES` and those of `FIRST_NAME_ACCENTS`: a person's name in a buyer's name. */
const GIVEN_NAMES = new Set([...FIRST_NAMES, ...Object.keys(FIRST_NAME_ACCENTS)]);

/** Common words that may follow « Saint-X de » in an object (« église Saint-Pierre de la … »): not names. */
const COMMON_AFTER_SAINT = new Set([
  'la',
  'le',
  'les',
  'l',
  'travaux',
  'toiture',
  'clocher',
  'couverture',
  'facade',
  'facades',
  'vitraux',
  'charpente',
  'restauration',
]);

const folded = (x: string) =>
  fold(x)
    .replace(/[^a-z]+/g, ' ')
    .trim();
/** The départements by their folded name (« haute savoie » → « Haute-Savoie »). */
const DEPARTEMENT_BY_FOLDED: ReadonlyMap<string, string> = new Map(DEPARTEMENTS.map((d) => [folded(d.name), d.name]));

const DEPARTEMENT_WORDS = new Set([
  'ain',
  'aisne',
  'allier',
  'ardeche',
  'ardennes',
  'ariege',
  'aube',
  'aude',
  'aveyron',
  'calvados',
  'cantal',
  'charente',
  'cher',
  'correze',
  'creuse',
  'dordogne',
  'doubs',
  'drome',
  'essonne',
  'eure',
  'finistere',
  'gard',
  'gers',
  'gironde',
  'herault',
  'indre',
  'isere',
  'jura',
  'landes',
  'loire',
  'loiret',
  'lozere',
  'manche',
  'marne',
  'mayenne',
  'meuse',
  'morbihan',
  'moselle',
  'nievre',
  'nord',
  'oise',
  'orne',
  'rhone',
  'saone',
  'sarthe',
  'savoie',
  'somme',
  'tarn',
  'var',
  'vaucluse',
  'vendee',
  'vienne',
  'vosges',
  'yonne',
  'yvelines',
  'garonne',
  'pyrenees',
  'alpes',
  'normandie',
  'bretagne',
  'provence',
]);

/** Words that do not name works on their own (« Travaux », « Marché de travaux », « AC travaux »). */
const GENERIC_WORDS = new Set([
  'travaux',
  'travail',
  'marche',
  'marches',
  'accord',
  'cadre',
  'accord-cadre',
  'ac',
  'acbc',
  'consultation',
  'prestations',
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'et',
  'a',
  'en',
  'divers',
  'operation',
  'lot',
  'lots',
]);

/** True when a name has fewer than two words that name the works (« Travaux », « Travaux relance »). */
export function isGeneric(name: string): boolean {
  const words = fold(name)
    .split(/[^a-z0-9-]+/)
    .filter((w) => w.length > 1 && !/^\d+$/.test(w));
  return words.filter((w) => !GENERIC_WORDS.has(w)).length < 2;
}

/** « 1 référence est détaillée », « 3 références sont détaillées »: number agreement for a count. */
export function agree(count: number, singular: string, pluralForm: string): string {
  return count > 1 ? pluralForm : singular;
}
