// @ts-check

/**
 * No error recognised by its text: a message is for people and changes with a word; a status or an error code is
 * the contract. Flags comparing, searching or matching an `.message`.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Recognise an error by its status or code, never by its message text' },
    schema: [],
    messages: {
      byText: 'Recognise this error by its status or code, not by its message text.',
    },
  },
  create(context) {
    const searches = new Set(['includes', 'startsWith', 'endsWith', 'match', 'matchAll', 'search', 'indexOf']);
    /** @param {any} node */
    const isMessage = (node) =>
      node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'message';
    /** @param {any} node */
    const unwrap = (node) => (node?.type === 'ChainExpression' ? node.expression : node);

    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        // Against a literal or a constant holding the text alike.
        if ([node.left, node.right].map(unwrap).some(isMessage)) context.report({ node, messageId: 'byText' });
      },
      CallExpression(node) {
        const callee = unwrap(node.callee);
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (searches.has(method) && isMessage(unwrap(callee.object))) context.report({ node, messageId: 'byText' });
        if (method === 'test' && callee.object.type === 'Literal' && 'regex' in callee.object && isMessage(unwrap(node.arguments[0]))) {
          context.report({ node, messageId: 'byText' });
        }
      },
    };
  },
};

export default rule;
