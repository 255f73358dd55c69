import { describe, expect, it } from 'vitest';
import { changePasswordRequestSchema, registerRequestSchema } from '../contracts/auth.ts';
import { PASSWORD_MESSAGES, isCommonPassword, passwordProblem, utf8Length } from './passwords.ts';

describe('passwordProblem', () => {
  it('accepts a long, uncommon password, accents and spaces included', () => {
    expect(passwordProblem('tuiles-et-zinc-2026')).toBeUndefined();
    expect(passwordProblem('échafaudage sûr 44')).toBeUndefined();
    expect(passwordProblem('motdepasse-solide')).toBeUndefined();
  });

  it('refuses fewer than 10 characters, counted as characters, not bytes', () => {
    expect(passwordProblem('12345678')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('x7#kQ2!pZ')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('éèàùçâêîôû')).toBeUndefined();
  });

  it('refuses control characters, NUL included', () => {
    expect(passwordProblem('bonne-phrase\u0000secrète')).toBe(PASSWORD_MESSAGES.control);
    expect(passwordProblem('\u0000'.repeat(12))).toBe(PASSWORD_MESSAGES.control);
    expect(passwordProblem('ligne-une\nligne-deux')).toBe(PASSWORD_MESSAGES.control);
    expect(passwordProblem('tab\tulation-longue')).toBe(PASSWORD_MESSAGES.control);
  });

  it('refuses what bcrypt would cut: more than 72 bytes of UTF-8', () => {
    const phrase = 'tuiles-et-zinc-2026-'.repeat(4);
    expect(passwordProblem(phrase.slice(0, 72))).toBeUndefined();
    expect(passwordProblem(phrase.slice(0, 73))).toBe(PASSWORD_MESSAGES.tooLong);
    // 37 « é » are 37 characters but 74 bytes.
    expect(passwordProblem('é'.repeat(37))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(utf8Length('é€😀a')).toBe(2 + 3 + 4 + 1);
  });

  it('refuses the common passwords and their usual decorations', () => {
    for (const common of [
      'password1234',
      'Password123!',
      'azerty123456',
      'motdepasse',
      'MotDePasse2026',
      '1234567890',
      '0123456789',
      '12345678901',
      'azertyuiop',
      'qwertyuiop',
      '1q2w3e4r5t',
      'aaaaaaaaaa',
      '          ',
      'abababababab',
      '2026batiao!',
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(passwordProblem(common), common).toBe(PASSWORD_MESSAGES.common);
    }
  });
});

describe('password in the contracts', () => {
  const registration = {
    prenom: 'Camille',
    nom: 'Durand',
    email: 'camille@example.fr',
    metier: 'couvreur',
    zone_geographique: 'Lyon',
  };

  it('gives one French message per password problem on registration', () => {
    const result = registerRequestSchema.safeParse({ ...registration, password: 'password1234' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', PASSWORD_MESSAGES.common],
    ]);
    expect(registerRequestSchema.safeParse({ ...registration, password: 'tuiles-et-zinc-2026' }).success).toBe(true);
  });

  it('applies the same rules to a new password, not to the current one', () => {
    expect(
      changePasswordRequestSchema.safeParse({ current_password: 'court', new_password: 'tuiles-et-zinc-2026' }).success,
    ).toBe(true);
    const refused = changePasswordRequestSchema.safeParse({ current_password: 'court', new_password: 'court' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['new_password', PASSWORD_MESSAGES.tooShort],
    ]);
  });
});
