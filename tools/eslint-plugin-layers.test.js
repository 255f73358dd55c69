// The layers plugin, rule by rule: a violation is reported, the allowed import is not.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import layers from './eslint-plugin-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const TEST_SUPPORT = /support de test/;

tester.run('dependencies: test support stays in tests', layers.rules.dependencies, {
  valid: [
    {
      filename: at('apps/server/src/modules/tenders/tenders.test.ts'),
      code: "import { startBoampTestServer } from '../../test/servers/boamp.ts';",
    },
    {
      filename: at('apps/server/src/test/servers/boamp.ts'),
      code: "import { matches } from './odsql.ts';",
    },
    {
      filename: at('apps/web/src/app/routes/login.test.tsx'),
      code: "import { makeUser } from '../../testing/fixtures';",
    },
    {
      filename: at('apps/web/src/testing/render-app.tsx'),
      code: "import { makeUser } from './fixtures';",
    },
    {
      filename: at('apps/web/src/features/generation/components/responses.test.tsx'),
      code: "import { makeResponse } from '../testing/response-fixtures';",
    },
    {
      filename: at('apps/server/src/modules/tenders/tenders.service.ts'),
      code: "import { x } from './tenders.queries.ts';",
    },
  ],
  invalid: [
    {
      filename: at('apps/server/src/modules/generation/generation.service.ts'),
      code: "import { makeContext } from '../../test/fixtures/generation.ts';",
      errors: [{ message: TEST_SUPPORT }],
    },
    {
      filename: at('apps/server/src/server.ts'),
      code: "export { startStripeTestServer } from './test/servers/stripe.ts';",
      errors: [{ message: TEST_SUPPORT }],
    },
    {
      filename: at('apps/server/src/jobs/tender-sync.ts'),
      code: "const m = await import('../test/servers/boamp.ts');",
      errors: [{ message: TEST_SUPPORT }],
    },
    {
      filename: at('apps/web/src/app/routes/login.tsx'),
      code: "import { makeUser } from '../../testing/fixtures';",
      errors: [{ message: TEST_SUPPORT }],
    },
    {
      filename: at('apps/web/src/features/generation/components/responses.tsx'),
      code: "import { makeResponse } from '../testing/response-fixtures';",
      errors: [{ message: TEST_SUPPORT }],
    },
  ],
});

// The server's files are TypeScript (`import type`, inline `type` specifiers): parsed as ESLint does.
const tsTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});
const OWN_TABLES = /ne touchent que ses tables/;
const SCHEMA_INDEX = /pas l’index de tous les schémas/;

tsTester.run('dependencies: a module’s queries touch only its own tables', layers.rules.dependencies, {
  valid: [
    {
      filename: at('apps/server/src/modules/generation/generation.queries.ts'),
      code: "import { generatedResponses, type GeneratedResponseRow } from '../../db/schema/generation.ts';",
    },
    {
      // The allow-list: the account table is auth's; billing's subscription columns live on it.
      filename: at('apps/server/src/modules/billing/billing.queries.ts'),
      code: "import { users } from '../../db/schema/users.ts';",
    },
    {
      filename: at('apps/server/src/modules/auth/auth.queries.ts'),
      code: "import { users } from '../../db/schema/users.ts';\nimport { authAttempts } from '../../db/schema/auth.ts';",
    },
    {
      // The rule is about queries: a service may still name another module's row type.
      filename: at('apps/server/src/modules/generation/generation.service.ts'),
      code: "import type { GeneratedResponseRow } from '../../db/schema/index.ts';",
    },
    {
      filename: at('apps/server/src/db/schema/generation.ts'),
      code: "import { tenders } from './tenders.ts';",
    },
  ],
  invalid: [
    {
      // billing counting generated responses: that is the generation module's table.
      filename: at('apps/server/src/modules/billing/billing.queries.ts'),
      code: "import { generatedResponses } from '../../db/schema/generation.ts';",
      errors: [{ message: OWN_TABLES }],
    },
    {
      filename: at('apps/server/src/modules/generation/generation.queries.ts'),
      code: "import { tenders } from '../../db/schema/tenders';",
      errors: [{ message: OWN_TABLES }],
    },
    {
      // Types too: another module's rows are read through its service.
      filename: at('apps/server/src/modules/documents/documents.queries.ts'),
      code: "import type { UserRow } from '../../db/schema/users.ts';",
      errors: [{ message: OWN_TABLES }],
    },
    {
      filename: at('apps/server/src/modules/tenders/tenders.queries.ts'),
      code: "import { tenders } from '../../db/schema/index.ts';",
      errors: [{ message: SCHEMA_INDEX }],
    },
    {
      filename: at('apps/server/src/modules/notifications/notifications.queries.ts'),
      code: "export { notifications } from '../../db/schema';",
      errors: [{ message: SCHEMA_INDEX }],
    },
  ],
});
