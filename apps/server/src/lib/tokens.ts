import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@batiao/shared/contracts/auth';
import type { Clock } from './clock.ts';
import { isUuid } from './uuid.ts';

export interface TokenClaims {
  userId: string;
  role: Role;
  /** The user's session version when the token was issued (claim `sv`; 0 for tokens issued before it existed). */
  sessionVersion: number;
}

export interface TokenService {
  sign: (claims: TokenClaims) => Promise<string>;
  /** The claims of a valid token; undefined when it is malformed, tampered with or expired. */
  verify: (token: string) => Promise<TokenClaims | undefined>;
}

const ISSUER = 'batiao';
const AUDIENCE = 'batiao-api';

/** HS256 bearer tokens signed with JWT_SECRET; `ttl` like "7d". */
export function createTokenService(secret: string, ttl: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, role, sessionVersion }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role, sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds(ttl))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        const role = payload.role === 'admin' ? 'admin' : 'user';
        if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) {
          return undefined;
        }
        const sv = payload.sv ?? 0;
        if (typeof sv !== 'number' || !Number.isSafeInteger(sv) || sv < 0) {
          return undefined;
        }
        return { userId: payload.sub, role, sessionVersion: sv };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) {
          return undefined;
        }
        throw error;
      }
    },
  };
}

export function ttlSeconds(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  if (!match) {
    throw new Error(`Durée de session invalide : ${ttl}`);
  }
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[match[2] as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}
