/**
 * The rules of a new password (registration, change), shared by the API contract and the web
 * forms. Signing in accepts any existing password: accounts made under older rules still log in.
 */

/** In characters (Unicode code points). */
export const PASSWORD_MIN_LENGTH = 10;
/** bcrypt reads only the first 72 bytes of UTF-8: anything past them would be silently ignored. */
export const PASSWORD_MAX_BYTES = 72;

/** Shown next to the password fields. */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} caractères minimum, pas de mot de passe courant (motdepasse, azerty, 1234…)`;

export const PASSWORD_MESSAGES = {
  required: 'Le mot de passe est obligatoire',
  tooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  tooLong: `Le mot de passe est trop long : ${PASSWORD_MAX_BYTES} octets au maximum (une lettre accentuée en compte 2)`,
  control: 'Le mot de passe ne doit pas contenir de caractères invisibles (retour à la ligne, tabulation…)',
  common:
    'Ce mot de passe est trop courant : évitez les suites (1234…), les mots comme « motdepasse » ou « azerty » et les caractères répétés',
} as const;

/** The words people build their passwords on, once leading and trailing digits and signs are set aside. */
const COMMON_WORDS = new Set([
  'password',
  'passw0rd',
  'motdepasse',
  'motdepass',
  'mdp',
  'azerty',
  'azertyuiop',
  'azertyui',
  'qwerty',
  'qwertyuiop',
  'qwertz',
  'abcdef',
  'abcdefgh',
  'abcdefghij',
  'abc',
  'bonjour',
  'bonsoir',
  'soleil',
  'jetaime',
  'iloveyou',
  'doudou',
  'chouchou',
  'loulou',
  'marseille',
  'paris',
  'france',
  'admin',
  'administrateur',
  'administrator',
  'batiao',
  'welcome',
  'bienvenue',
  'changeme',
  'letmein',
  'secret',
  'motdepassesecret',
  'utilisateur',
  'user',
  'test',
  'azertyqsdf',
  'aqwzsx',
  'qsdfghjklm',
]);

/** Keyboard and number runs, compared without their case. */
const COMMON_SEQUENCES = [
  '1234567890',
  '0123456789',
  '9876543210',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'a1b2c3d4e5',
  '123456789a',
];

const CONTROL = /\p{Cc}/u;

/** Byte length in UTF-8, without depending on TextEncoder or Buffer. */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** True for a password found in every attacker's first guesses. */
export function isCommonPassword(password: string): boolean {
  const value = password.normalize('NFKC').toLowerCase();
  if (new Set(value).size <= 2 || /^\d+$/.test(value)) {
    return true;
  }
  if (COMMON_SEQUENCES.some((sequence) => value.startsWith(sequence))) {
    return true;
  }
  const core = value.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return COMMON_WORDS.has(core);
}

/** Why this password cannot be chosen, in French; undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if (password.length === 0) {
    return PASSWORD_MESSAGES.required;
  }
  if (CONTROL.test(password)) {
    return PASSWORD_MESSAGES.control;
  }
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return PASSWORD_MESSAGES.tooShort;
  }
  if (utf8Length(password) > PASSWORD_MAX_BYTES) {
    return PASSWORD_MESSAGES.tooLong;
  }
  if (isCommonPassword(password)) {
    return PASSWORD_MESSAGES.common;
  }
  return undefined;
}
