// A route handler that grows past a screen carries rules that belong in a
// service; a route plugin that does holds groups that belong in files of their
// own; a route file that reads a repository runs a procedure a service should
// own (docs/architecture.md#api-code-rules).

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const DEFAULT_MAX = 40;
const DEFAULT_PLUGIN_MAX = 60;

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

/** @param {import('eslint').Rule.Node | undefined} node */
function isFunction(node) {
  return node !== undefined && FUNCTION_TYPES.has(node.type);
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

/** @param {import('eslint').Rule.Node} call */
function registersRoute(call) {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
  const method = callee.property.name;
  if (method === 'route') return call.arguments[0]?.type === 'ObjectExpression';
  return HTTP_METHODS.has(method) && isPath(call.arguments[0]);
}

/**
 * The functions a route registration sits in, however deep: a plugin that
 * registers its routes inside `app.register(async (scoped) => ...)` is one too.
 * A function that only registers other plugins is a list, and not counted.
 * @param {import('eslint').Rule.Node} call
 * @param {import('eslint').Rule.RuleContext} context
 */
function routePluginsOf(call, context) {
  return registersRoute(call) ? context.sourceCode.getAncestors(call).filter(isFunction) : [];
}

/**
 * A rule that reports each function `nodesOf` finds at a call when it spans
 * more than `max` lines (the rule's option, else `defaultMax`).
 * @param {{
 *   description: string,
 *   message: string,
 *   defaultMax: number,
 *   nodesOf: (call: import('eslint').Rule.Node, context: import('eslint').Rule.RuleContext) => import('eslint').Rule.Node[],
 * }} spec
 * @returns {import('eslint').Rule.RuleModule}
 */
function maxLinesRule({ description, message, defaultMax, nodesOf }) {
  return {
    meta: {
      type: 'suggestion',
      docs: { description },
      schema: [
        {
          type: 'object',
          properties: { max: { type: 'integer', minimum: 1 } },
          additionalProperties: false,
        },
      ],
      messages: { tooLong: message },
    },
    create(context) {
      const max = context.options[0]?.max ?? defaultMax;
      /** @type {Set<import('eslint').Rule.Node>} */
      const found = new Set();
      return {
        /** @param {import('eslint').Rule.Node} call */
        CallExpression(call) {
          for (const node of nodesOf(call, context)) found.add(node);
        },
        'Program:exit'() {
          for (const node of found) {
            if (!node.loc) continue;
            const lines = node.loc.end.line - node.loc.start.line + 1;
            if (lines > max)
              context.report({
                node,
                messageId: 'tooLong',
                data: { lines: String(lines), max: String(max) },
              });
          }
        },
      };
    },
  };
}

const maxHandlerLines = maxLinesRule({
  description: 'A Fastify route handler parses, calls a service and answers.',
  message:
    'This route handler spans {{lines}} lines (at most {{max}}): move its rules into a service (docs/architecture.md#api-code-rules).',
  defaultMax: DEFAULT_MAX,
  nodesOf: handlersOf,
});

const maxRoutePluginLines = maxLinesRule({
  description: 'A Fastify route plugin lists its routes; each route group has a file.',
  message:
    'This route plugin spans {{lines}} lines (at most {{max}}): give each route group its own file and let the plugin list them (docs/architecture.md#api-code-rules).',
  defaultMax: DEFAULT_PLUGIN_MAX,
  nodesOf: routePluginsOf,
});

/** A module named `*-repository`, with or without its extension. */
const REPOSITORY = /-repository(\.[cm]?[jt]s)?$/;

/** @type {import('eslint').Rule.RuleModule} */
const noRepositoryInRoutes = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'A route file parses, calls a service and answers; it reads no repository.',
    },
    schema: [],
    messages: {
      repository:
        "A route calls a service, never a repository: move what the handler does with '{{source}}' into a service beside the route (docs/architecture.md#api-code-rules).",
    },
  },
  create(context) {
    /** @param {import('eslint').Rule.Node & { source?: unknown }} node */
    function check(node) {
      const source = /** @type {{ type?: string, value?: unknown } | null | undefined} */ (
        node.source
      );
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (REPOSITORY.test(source.value))
        context.report({ node, messageId: 'repository', data: { source: source.value } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const fastifyPlugin = {
  rules: {
    'max-handler-lines': maxHandlerLines,
    'max-route-plugin-lines': maxRoutePluginLines,
    'no-repository-in-routes': noRepositoryInRoutes,
  },
};
