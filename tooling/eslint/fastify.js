// Lint rules for the Fastify api. A route handler parses its input, calls a
// service and answers (docs/architecture.md#api-code-rules): one that grows past a screen
// is carrying rules that belong in a service, with their own tests. A route
// plugin lists its routes: one that grows past a screen holds route groups
// that each belong in a file of their own, schema and handler side by side.

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const DEFAULT_MAX = 40;
const DEFAULT_PLUGIN_MAX = 60;

/** @param {import('eslint').Rule.Node | undefined} node */
function isFunction(node) {
  return node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';
}

/** @param {import('eslint').Rule.Node | undefined} node */
function isPath(node) {
  return (
    (node?.type === 'Literal' && typeof node.value === 'string') || node?.type === 'TemplateLiteral'
  );
}

/**
 * The handlers a call registers: `app.get('/path', [options,] handler)` and
 * the `handler` of `app.route({ ... })` or of the options object.
 * @param {import('eslint').Rule.Node} call
 */
function handlersOf(call) {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return [];
  const method = callee.property.name;
  /** @type {import('eslint').Rule.Node[]} */
  const handlers = [];
  const objects = [];
  if (method === 'route') objects.push(call.arguments[0]);
  else if (HTTP_METHODS.has(method) && isPath(call.arguments[0])) {
    const last = call.arguments.at(-1);
    if (call.arguments.length >= 2 && isFunction(last)) handlers.push(last);
    objects.push(...call.arguments.slice(1));
  }
  for (const object of objects) {
    if (object?.type !== 'ObjectExpression') continue;
    for (const property of object.properties) {
      if (
        property.type === 'Property' &&
        property.key.type === 'Identifier' &&
        property.key.name === 'handler' &&
        isFunction(property.value)
      ) {
        handlers.push(property.value);
      }
    }
  }
  return handlers;
}

/** @type {import('eslint').Rule.RuleModule} */
const maxHandlerLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A Fastify route handler parses, calls a service and answers.' },
    schema: [
      {
        type: 'object',
        properties: { max: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    ],
    messages: {
      tooLong:
        'This route handler spans {{lines}} lines (at most {{max}}): move its rules into a service (docs/architecture.md#api-code-rules).',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? DEFAULT_MAX;
    return {
      /** @param {import('eslint').Rule.Node} call */
      CallExpression(call) {
        for (const handler of handlersOf(call)) {
          if (!handler.loc) continue;
          const lines = handler.loc.end.line - handler.loc.start.line + 1;
          if (lines > max) {
            context.report({
              node: handler,
              messageId: 'tooLong',
              data: { lines: String(lines), max: String(max) },
            });
          }
        }
      },
    };
  },
};

/** @param {import('eslint').Rule.Node} call */
function registersRoute(call) {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
  const method = callee.property.name;
  if (method === 'route') return call.arguments[0]?.type === 'ObjectExpression';
  return HTTP_METHODS.has(method) && isPath(call.arguments[0]);
}

/** @type {import('eslint').Rule.RuleModule} */
const maxRoutePluginLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A Fastify route plugin lists its routes; each route group has a file.' },
    schema: [
      {
        type: 'object',
        properties: { max: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    ],
    messages: {
      tooLong:
        'This route plugin spans {{lines}} lines (at most {{max}}): give each route group its own file and let the plugin list them (docs/architecture.md#api-code-rules).',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? DEFAULT_PLUGIN_MAX;
    /**
     * The functions a route registration sits in, however deep: a plugin that
     * registers its routes inside `app.register(async (scoped) => ...)` is one too.
     * A function that only registers other plugins is a list, and not counted.
     */
    const registering = new Set();
    /** @param {any} fn */
    function check(fn) {
      if (!registering.has(fn) || !fn.loc) return;
      const lines = fn.loc.end.line - fn.loc.start.line + 1;
      if (lines > max) {
        context.report({
          node: fn,
          messageId: 'tooLong',
          data: { lines: String(lines), max: String(max) },
        });
      }
    }
    return {
      /** @param {import('eslint').Rule.Node} call */
      CallExpression(call) {
        if (!registersRoute(call)) return;
        for (const node of context.sourceCode.getAncestors(call)) {
          if (
            node.type === 'FunctionDeclaration' ||
            node.type === 'FunctionExpression' ||
            node.type === 'ArrowFunctionExpression'
          ) {
            registering.add(node);
          }
        }
      },
      'FunctionDeclaration:exit': check,
      'FunctionExpression:exit': check,
      'ArrowFunctionExpression:exit': check,
    };
  },
};

export const fastifyPlugin = {
  rules: { 'max-handler-lines': maxHandlerLines, 'max-route-plugin-lines': maxRoutePluginLines },
};
