// @ts-check
import path from 'node:path';

/**
 * Where an import may reach, from the file's own package:
 * - a relative import stays inside its package: another package is imported through its name (`@lectern/shared-sdk/…`),
 *   so its `exports` decide what is public and federation shares one copy of it;
 * - a remote (mf-*) never imports another remote, by name or by path: areas share through shared-sdk and ship alone;
 * - zones: a folder whose relative imports may reach only the listed folders (the UI kit never reaches the data layer
 *   by a relative path; it is shared as its own chunk and reads data only through props).
 *
 * @typedef {{ from: string, allow: string[], message: string }} Zone
 * Zones apply to the code that ships, not to its tests (a test renders the kit with the data layer's test helpers).
 *
 * @typedef {{ root?: string, packages?: string[], zones?: Zone[] }} Options
 * @type {import('eslint').Rule.RuleModule}
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside their package, remotes apart and zones to their allowed folders' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          packages: { type: 'array', items: { type: 'string' } },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, allow: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
              required: ['from', 'allow', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      otherPackage: "Import {{package}} through its name ('@lectern/{{package}}/…'), not by a relative path into it.",
      otherRemote: 'A remote never imports another remote ({{target}}): share through @lectern/shared-sdk.',
      zone: '{{message}}',
    },
  },
  create(context) {
    /** @type {Options} */
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    // Files outside the workspaces (the root's configuration, scripts and lint rules) make up the root package.
    const packages = new Set(options.packages ?? []);
    const packageOf = (/** @type {string} */ relative) => {
      const first = relative.split('/')[0] ?? '';
      return packages.has(first) ? first : '(root)';
    };
    const ownPackage = packageOf(file);
    const isTest = /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);
    const isRemote = (name) => /^mf-[a-z]+$/.test(name);

    /** @param {import('estree').Node} node @param {unknown} value */
    function check(node, value) {
      if (typeof value !== 'string') return;
      const named = /^@lectern\/([^/]+)/.exec(value);
      if (named) {
        const target = named[1] ?? '';
        if (isRemote(target) && target !== ownPackage && (isRemote(ownPackage) || ownPackage === 'shell')) {
          context.report({ node, messageId: 'otherRemote', data: { target: `@lectern/${target}` } });
        }
        return;
      }
      if (!value.startsWith('.')) return;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), value));
      const targetPackage = packageOf(resolved);
      if (targetPackage !== ownPackage) {
        if (isRemote(targetPackage) && isRemote(ownPackage)) {
          context.report({ node, messageId: 'otherRemote', data: { target: targetPackage } });
        } else {
          context.report({ node, messageId: 'otherPackage', data: { package: targetPackage } });
        }
        return;
      }
      for (const zone of isTest ? [] : (options.zones ?? [])) {
        if (!file.startsWith(`${zone.from}/`)) continue;
        if (!zone.allow.some((allowed) => resolved === allowed || resolved.startsWith(`${allowed}/`))) {
          context.report({ node, messageId: 'zone', data: { message: zone.message } });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression: (node) => {
        const [first] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};

export default rule;
