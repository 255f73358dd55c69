import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, User } from '@batiao/shared/contracts/auth';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import type { TokenService } from '../lib/tokens.ts';

export interface Principal {
  userId: string;
  role: Role;
  /** The session version of the token (the one of the account, checked). */
  sessionVersion: number;
  /** The account as read at the start of this request. */
  user: User;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Route `onRequest` hook (before the body is parsed or validated): 401 unless the request carries a valid token of an existing user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Route `onRequest` hook: authenticate, then 403 unless the user is an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that went through `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) {
    throw unauthorized();
  }
  return request.principal;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) {
    return undefined;
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      tokens: TokenService;
      /** Reads the account behind a token and its session version; undefined when it no longer exists. */
      loadUser: (userId: string) => Promise<{ user: User; sessionVersion: number } | undefined>;
    },
  ) => {
    app.decorateRequest('principal', null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (!token) {
        throw new AppError('UNAUTHORIZED', 'Authentification requise. Connectez-vous.');
      }
      const claims = await opts.tokens.verify(token);
      if (!claims) {
        throw unauthorized();
      }
      // The account is read from the database, the role not trusted from the token, so that a
      // demotion or a deleted account takes effect at once; a token issued before the last
      // « déconnexion de tous les appareils » or password change carries an older version.
      const session = await opts.loadUser(claims.userId);
      if (!session || session.sessionVersion !== claims.sessionVersion) {
        throw unauthorized();
      }
      const { user } = session;
      request.principal = { userId: user.id, role: user.role, sessionVersion: session.sessionVersion, user };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.principal?.role !== 'admin') {
        throw forbidden('Vous n’avez pas les privilèges administrateur.');
      }
    });
  },
  { name: 'auth' },
);
