import { z } from 'zod';
import { TRADE_SLUGS, toTradeSlug } from '../domain/trades.ts';
import { PASSWORD_MESSAGES, passwordProblem } from '../domain/passwords.ts';
import { PLAN_IDS, type PlanId } from '../domain/plans.ts';

export { PASSWORD_HINT, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, passwordProblem } from '../domain/passwords.ts';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export { PLAN_IDS, type PlanId };

export const userSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  metier: z.enum(TRADE_SLUGS),
  zone_geographique: z.string(),
  departement: z.string(),
  role: z.enum(ROLES),
  subscription_active: z.boolean(),
  subscription_plan: z.enum(PLAN_IDS),
  dossier_completion: z.number().int().min(0).max(100),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

const email = z
  .string({ error: 'L’adresse e-mail est obligatoire' })
  .trim()
  .min(1, 'L’adresse e-mail est obligatoire')
  .max(254, 'L’adresse e-mail est trop longue')
  .pipe(z.email({ error: 'Adresse e-mail invalide' }))
  .transform((v) => v.toLowerCase());

const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `${label} est obligatoire` })
    .trim()
    .min(1, `${label} est obligatoire`)
    .max(max, `${label} est trop long (${max} caractères maximum)`);

/** A password being chosen (registration, change): the rules of domain/passwords, one message. */
function newPassword() {
  return z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
    }
  });
}

export const registerRequestSchema = z.object({
  prenom: requiredText('Le prénom'),
  nom: requiredText('Le nom'),
  email,
  metier: z.string({ error: 'Le métier est obligatoire' }).transform((value, ctx) => {
    const slug = toTradeSlug(value);
    if (!slug) {
      ctx.addIssue({ code: 'custom', message: 'Choisissez un métier dans la liste' });
      return z.NEVER;
    }
    return slug;
  }),
  zone_geographique: requiredText('La zone d’intervention', 120),
  password: newPassword(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: 'Le mot de passe est obligatoire' })
    .min(1, 'Le mot de passe est obligatoire')
    .max(200, 'Le mot de passe est trop long'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /api/auth/change-password: the current password, as at sign-in, and the new one, under the rules. */
export const changePasswordRequestSchema = z.object({
  current_password: z
    .string({ error: 'Le mot de passe actuel est obligatoire' })
    .min(1, 'Le mot de passe actuel est obligatoire')
    .max(200, 'Le mot de passe est trop long'),
  new_password: newPassword(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const authResponseSchema = z.object({
  user: userSchema,
  token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
