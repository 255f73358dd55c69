// The layers plugin, rule by rule: a violation is reported, the allowed import is not.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
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
