/**
 * The plain text of a raw BOAMP notice's free-text fields (participation conditions, documents
 * asked, visit, variants…), for the writing engines. `donnees` is a JSON string (or object) whose
 * shape depends on the schema vintage (older BOAMP, eForms, the 2024+ national format): the tree is
 * walked and every sentence-like string kept once, in document order. Field labels such as
 * "Conditions de participation :" are kept too: they give the engines the context of what follows.
 */
const MAX_CHARS = 20_000;
const MIN_LENGTH = 12;

function parseDonnees(value: unknown): unknown {
  if (typeof value !== 'string') {
    return value;
  }
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * The record's `criteres` flags (« sociaux », « environnementaux »): the notice says the contract
 * takes social or environmental considerations into account (a clause or a criterion), in words the
 * engines read (`CONSIDERATIONS`).
 */
function considerationLines(raw: Record<string, unknown>): string[] {
  const flags = Array.isArray(raw.criteres) ? raw.criteres.filter((x): x is string => typeof x === 'string') : [];
  const said = (re: RegExp) => flags.some((flag) => re.test(flag.toLowerCase()));
  return [
    ...(said(/^soci/) ? ['L’avis signale des considérations sociales.'] : []),
    ...(said(/^environ/) ? ['L’avis signale des considérations environnementales.'] : []),
  ];
}

export function noticeText(raw: unknown): string {
  if (!raw || typeof raw !== 'object') {
    return '';
  }
  const root = parseDonnees((raw as Record<string, unknown>).donnees);
  const seen = new Set<string>();
  const lines: string[] = [...considerationLines(raw as Record<string, unknown>)];
  let length = lines.reduce((sum, line) => sum + line.length + 1, 0);
  const stack: unknown[] = [root];
  while (stack.length > 0 && length < MAX_CHARS) {
    const node = stack.pop();
    if (typeof node === 'string') {
      const text = node.replace(/\s+/g, ' ').trim();
      // URLs, codes and e-mail addresses are not prose; sentences and labels are.
      if (text.length >= MIN_LENGTH && /\s/.test(text) && !seen.has(text)) {
        seen.add(text);
        lines.push(text);
        length += text.length + 1;
      }
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        stack.push(node[i]);
      }
    } else if (node && typeof node === 'object') {
      const values = Object.values(node as Record<string, unknown>);
      for (let i = values.length - 1; i >= 0; i--) {
        stack.push(values[i]);
      }
    }
  }
  return lines.join('\n').slice(0, MAX_CHARS);
}
