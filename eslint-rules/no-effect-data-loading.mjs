// @ts-check

/**
 * No data loading in `useEffect`: a request made after the first render is a second round trip the server render
 * cannot carry, races the next render (hence the `let active = true` guards) and is done already by the query hooks,
 * which cache, share, retry and suspend. An effect that awaits, chains `.then`, calls `fetch` or imports a module is
 * loading something: move it into a query (or `use` a module-level promise).
 *
 * @type {import('eslint').Rule.RuleModule}
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Load data with the query hooks, not in an effect' },
    schema: [],
    messages: {
      loads: 'This effect loads data ({{what}}): load it with a query hook (shared-sdk), not in {{hook}}.',
    },
  },
  create(context) {
    const effects = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);
    /** @param {import('estree').Node} node */
    const hookName = (node) => {
      if (node.type === 'Identifier') return node.name;
      if (node.type === 'MemberExpression' && node.property.type === 'Identifier') return node.property.name;
      return undefined;
    };

    const isFunction = (node) => node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration';

    /**
     * Finds the first loading construct the effect runs when it runs: in its body and in functions it calls at once
     * (`(async () => …)()`), not in handlers it only sets up (a player's events, a timer's tick), which answer the
     * user later rather than load what the page shows.
     */
    function findLoading(node) {
      /** @type {{ what: string, node: import('estree').Node } | undefined} */
      let found;
      const visit = (current, parent) => {
        if (found || !current || typeof current.type !== 'string') return;
        if (isFunction(current) && !(parent?.type === 'CallExpression' && parent.callee === current)) return;
        if (current.type === 'AwaitExpression') found = { what: 'await', node: current };
        else if (current.type === 'ImportExpression') found = { what: 'import()', node: current };
        else if (current.type === 'CallExpression') {
          const callee = current.callee;
          if (callee.type === 'Identifier' && callee.name === 'fetch') found = { what: 'fetch()', node: current };
          else if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'then') {
            found = { what: '.then()', node: current };
          }
        }
        if (found) return;
        for (const key of Object.keys(current)) {
          if (key === 'parent') continue;
          const child = current[key];
          if (Array.isArray(child)) child.forEach((item) => visit(item, current));
          else if (child && typeof child === 'object' && typeof child.type === 'string') visit(child, current);
        }
      };
      visit(node, undefined);
      return found;
    }

    return {
      CallExpression(node) {
        const hook = hookName(node.callee);
        if (!hook || !effects.has(hook)) return;
        const [callback] = node.arguments;
        if (!callback || (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression')) return;
        const found = findLoading(callback.body);
        if (found) context.report({ node: found.node, messageId: 'loads', data: { what: found.what, hook } });
      },
    };
  },
};

export default rule;
