// Enforces the dependency rules of ARCHITECTURE.md §2 on resolved paths, so that a relative
// import cannot slip past them:
// - packages/shared imports nothing from apps/;
// - server: plugins/ and integrations/ never import modules/; a module reaches another module only
//   through its *.service.ts; routes never reach queries or the database (types aside); services
//   never touch the tables (types aside); a module's queries (modules/<f>/*.queries.ts) import
//   only its own schema file, db/schema/<f>.ts (plus OWN_TABLES_ALSO below): another module's data
//   comes through that module's service;
// - web: components/ and lib/ never import features/ or app/; a feature never imports another
//   feature nor app/;
// - the web never imports the server, and the reverse;
// - product code never imports test support (apps/server/src/test/, apps/web/src/**/testing/):
//   only tests do (*.test.ts(x) and the test support itself).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

function resolveTarget(fromFile, source) {
  if (source.startsWith('.')) return rel(path.resolve(path.dirname(fromFile), source));
  if (source.startsWith('@batiao/shared/')) return `packages/shared/src/${source.slice('@batiao/shared/'.length)}`;
  if (source.startsWith('@batiao/server')) return 'apps/server/src/';
  if (source.startsWith('@batiao/web')) return 'apps/web/src/';
  return undefined;
}

const TEST_SUPPORT = /^apps\/(server\/src\/test|web\/src\/(.+\/)?testing)(\/|$)/;
const isTestCode = (p) => /\.test\.tsx?$/.test(p) || TEST_SUPPORT.test(p);

/**
 * Schema files a module's queries may import besides db/schema/<module>.ts. Keep it short: each
 * entry says why those tables are that module's too.
 */
const OWN_TABLES_ALSO = {
  // The account table is the auth module's (registration, sign-in, sessions); its schema file is
  // named after the table.
  auth: ['users'],
  // The subscription columns live on the account row (ADR 008): billing reads and writes those
  // columns only (billing.queries.ts, `subscriptionColumns`).
  billing: ['users'],
  // The back office (ADR 024): read-only counts and series over every module's tables for
  // /admin (a figure per service call would be dozens of calls per page), plus the role change
  // written with its audit line in one transaction. No other module writes through it.
  admin: ['users', 'tenders', 'documents', 'billing', 'generation', 'notifications', 'analytics'],
};

const SCHEMA_FILE = /^apps\/server\/src\/db\/schema(?:\/([^/]+?))?(?:\.ts)?$/;

function schemaViolation(file, target) {
  const owner = /^apps\/server\/src\/modules\/([^/]+)\/[^/]+\.queries\.ts$/.exec(file)?.[1];
  const schema = owner ? SCHEMA_FILE.exec(target) : null;
  if (!schema) return undefined;
  const name = schema[1] ?? 'index';
  if (name === owner || (OWN_TABLES_ALSO[owner] ?? []).includes(name)) return undefined;
  return name === 'index'
    ? `Les requêtes du module ${owner} importent db/schema/${owner}.ts, pas l’index de tous les schémas.`
    : `Les requêtes du module ${owner} ne touchent que ses tables (db/schema/${owner}.ts) : les données de db/schema/${name}.ts passent par le service de leur module.`;
}

const moduleOf = (p) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(p)?.[1];
const featureOf = (p) => /^apps\/web\/src\/features\/([^/]+)\//.exec(p)?.[1];

function violation(file, target, typeOnly) {
  if (/^apps\/[^/]+\/src\//.test(file) && !isTestCode(file) && TEST_SUPPORT.test(target)) {
    return 'Le code produit n’importe pas le support de test (src/test/, src/testing/) : seuls les tests le font.';
  }
  if (file.startsWith('packages/shared/') && target.startsWith('apps/')) {
    return 'packages/shared ne doit rien importer de apps/.';
  }
  if (file.startsWith('apps/web/') && target.startsWith('apps/server/')) return 'Le web n’importe pas le serveur.';
  if (file.startsWith('apps/server/') && target.startsWith('apps/web/')) return 'Le serveur n’importe pas le web.';

  const fromModule = moduleOf(file);
  const toModule = moduleOf(target);
  if (/^apps\/server\/src\/(plugins|integrations)\//.test(file) && toModule) {
    return 'plugins/ et integrations/ n’importent jamais modules/.';
  }
  if (fromModule && toModule && fromModule !== toModule && !/\.service(\.ts)?$/.test(target)) {
    return `Le module ${fromModule} ne passe que par le service du module ${toModule}.`;
  }
  if (
    /\.routes\.ts$/.test(file) &&
    !typeOnly &&
    (/\.queries(\.ts)?$/.test(target) || target.startsWith('apps/server/src/db/'))
  ) {
    return 'Une route appelle un service, jamais les requêtes ni la base.';
  }
  if (/\.service\.ts$/.test(file) && !typeOnly && target.startsWith('apps/server/src/db/schema')) {
    return 'Un service passe par ses requêtes (queries), pas par les tables.';
  }
  const schemaMessage = schemaViolation(file, target);
  if (schemaMessage) return schemaMessage;

  const fromFeature = featureOf(file);
  if (/^apps\/web\/src\/(components|lib)\//.test(file) && /^apps\/web\/src\/(features|app)\//.test(target)) {
    return 'components/ et lib/ n’importent ni features/ ni app/.';
  }
  if (fromFeature) {
    const toFeature = featureOf(target);
    if (toFeature && toFeature !== fromFeature)
      return `La fonctionnalité ${fromFeature} n’importe pas ${toFeature} : composez-les dans une page.`;
    if (target.startsWith('apps/web/src/app/')) return 'Une fonctionnalité n’importe pas app/.';
  }
  return undefined;
}

const dependencies = {
  meta: { type: 'problem', schema: [], docs: { description: 'Règles de dépendances de ARCHITECTURE.md §2' } },
  create(context) {
    const file = rel(context.filename);
    function check(node, source, typeOnly) {
      if (typeof source !== 'string') return;
      const target = resolveTarget(context.filename, source);
      if (!target) return;
      const message = violation(file, target, typeOnly);
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration(node) {
        check(node, node.source.value, node.importKind === 'type');
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};

export default { rules: { dependencies } };
