// Every pt-BR text lives in a texts module, so a wording is changed, reviewed
// and tested in one place (docs/architecture.md#texts). Strings outside JSX
// are not reported: the rule cannot tell them from keys and codes
// (no-inline-prose below closes that hole).

export const TEXT_ATTRIBUTES = [
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'data-label',
  'label',
  'placeholder',
  'title',
];

export const TEXT_PROPS = [
  'caption',
  'description',
  'gameTitle',
  'head',
  'heading',
  'hint',
  'meaning',
  'message',
  'name',
  'subject',
  'suffix',
  'text',
];

/** A prop of a component whose name says it carries a text (`emptyLabel`, `historyLabel`). */
const TEXT_PROP_SUFFIX = /(Label|Title|Text|Hint|Message|Caption)$/;

export const ALLOWED_UNITS = ['x', 'R$', 'h', 'min', 's', 'ms', '%'];

const LETTER = /\p{L}/u;

const EDGE_PUNCTUATION = /^[()[\]{},.;:!?·…—–/-]+|[()[\]{},.;:!?·…—–/-]+$/gu;

/**
 * Text is a run with a word in it: some space-separated piece holds a letter
 * and is not a unit (`2x · R$ 10` holds none).
 * @param {string} text
 * @param {ReadonlySet<string>} allowed
 */
function isText(text, allowed) {
  return text
    .split(/\s+/)
    .map((piece) => piece.replace(EDGE_PUNCTUATION, ''))
    .some((piece) => LETTER.test(piece) && !allowed.has(piece));
}

/** @param {any} name a JSXAttribute's or a JSXOpeningElement's name */
function nameOf(name) {
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  if (name.type === 'JSXMemberExpression') return `${nameOf(name.object)}.${name.property.name}`;
  return '';
}

/** @param {string} elementName */
function isComponent(elementName) {
  return /^[A-Z]/.test(elementName) || elementName.includes('.');
}

/** @type {import('eslint').Rule.RuleModule} */
const noInlineText = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'User-facing text lives in a texts module (messages, copy.ts), not inline in JSX.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          attributes: { type: 'array', items: { type: 'string' } },
          componentProps: { type: 'array', items: { type: 'string' } },
          allow: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      inlineText:
        'Screen text written in JSX ("{{text}}"): move it to a texts module (messages or the folder\'s copy.ts; docs/architecture.md#texts).',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const attributes = new Set(options.attributes ?? TEXT_ATTRIBUTES);
    const componentProps = new Set(options.componentProps ?? TEXT_PROPS);
    const allowed = new Set(options.allow ?? ALLOWED_UNITS);

    /**
     * @param {any} node
     * @param {string} text
     */
    function report(node, text) {
      const shown = text.trim().replace(/\s+/g, ' ');
      context.report({
        node,
        messageId: 'inlineText',
        data: { text: shown.length > 40 ? `${shown.slice(0, 39)}…` : shown },
      });
    }

    /**
     * Reports the literals an expression may evaluate to: the branches of a
     * condition, both sides of `&&`/`||`/`??`, the static parts of a template.
     * @param {any} node
     */
    function checkExpression(node) {
      if (!node) return;
      switch (node.type) {
        case 'Literal':
          if (typeof node.value === 'string' && isText(node.value, allowed)) {
            report(node, node.value);
          }
          return;
        case 'TemplateLiteral':
          for (const quasi of node.quasis) {
            const cooked = quasi.value.cooked ?? quasi.value.raw;
            if (isText(cooked, allowed)) {
              report(node, cooked);
              return;
            }
          }
          for (const expression of node.expressions) checkExpression(expression);
          return;
        case 'ArrayExpression':
          for (const element of node.elements) checkExpression(element);
          return;
        case 'ConditionalExpression':
          checkExpression(node.consequent);
          checkExpression(node.alternate);
          return;
        case 'LogicalExpression':
          checkExpression(node.left);
          checkExpression(node.right);
          return;
        case 'BinaryExpression':
          if (node.operator === '+') {
            checkExpression(node.left);
            checkExpression(node.right);
          }
          return;
        default:
          return;
      }
    }

    /** @param {any} attribute a JSXAttribute */
    function isTextProp(attribute) {
      const name = nameOf(attribute.name);
      if (attributes.has(name)) return true;
      const element = nameOf(attribute.parent.name);
      return isComponent(element) && (componentProps.has(name) || TEXT_PROP_SUFFIX.test(name));
    }

    return {
      /** @param {any} node */
      JSXText(node) {
        if (isText(node.value, allowed)) report(node, node.value);
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') {
          checkExpression(node.expression);
        }
      },
      /** @param {any} node */
      JSXAttribute(node) {
        if (!node.value || !isTextProp(node)) return;
        if (node.value.type === 'Literal') checkExpression(node.value);
        else if (node.value.type === 'JSXExpressionContainer') {
          checkExpression(node.value.expression);
        }
      },
    };
  },
};

// No-inline-prose tells a text from a key by content: a string with a space
// that holds a pt-BR letter or function word (not "no", which English shares).

const PT_BR_LETTER = /[áàâãéêíóôõúç]/iu;
const PT_BR_WORDS = new Set(
  'não de da do das dos para pela pelo com sua seu suas seus uma um em na nos nas por que ou ao aos mais sem está são foi ainda você'.split(
    ' ',
  ),
);

/** @param {string} text */
export function isProse(text) {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((piece) => piece.replace(EDGE_PUNCTUATION, ''))
    .filter((piece) => LETTER.test(piece));
  if (words.length < 2) return false;
  return words.some((word) => PT_BR_LETTER.test(word) || PT_BR_WORDS.has(word));
}

/** @param {any} node */
function insideJsx(node) {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'JSXExpressionContainer' || parent.type === 'JSXAttribute') return true;
  return false;
}

/**
 * Whether the string is the value of a property named in `keys`, directly or
 * through a condition, a template or a concatenation (`description: a ? 'x' : 'y'`).
 * @param {any} node a Literal or a TemplateElement
 * @param {ReadonlySet<string>} keys
 */
function isValueOfKey(node, keys) {
  if (keys.size === 0) return false;
  let child = node.type === 'TemplateElement' ? node.parent : node;
  let parent = child.parent;
  while (
    parent.type === 'ConditionalExpression' ||
    parent.type === 'LogicalExpression' ||
    parent.type === 'TemplateLiteral' ||
    (parent.type === 'BinaryExpression' && parent.operator === '+')
  ) {
    if (parent.type === 'ConditionalExpression' && parent.test === child) return false;
    child = parent;
    parent = parent.parent;
  }
  if (parent.type !== 'Property' || parent.value !== child || parent.computed) return false;
  const key = parent.key.type === 'Identifier' ? parent.key.name : parent.key.value;
  return keys.has(key);
}

/** @type {import('eslint').Rule.RuleModule} */
const noInlineProse = {
  meta: {
    type: 'suggestion',
    docs: { description: 'pt-BR sentences live in a texts module, not in a string in code.' },
    schema: [
      {
        type: 'object',
        properties: {
          // Keys whose value documents the code for developers, not a text a
          // person reads in the product (a zod schema's OpenAPI `description`).
          documentationKeys: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      inlineProse:
        'Portuguese text written in code ("{{text}}"): move it to a texts module (messages or the folder\'s copy.ts; docs/architecture.md#texts).',
    },
  },
  create(context) {
    const documentationKeys = new Set(context.options[0]?.documentationKeys ?? []);
    /**
     * @param {any} node
     * @param {string} text
     */
    function check(node, text) {
      if (!isProse(text) || insideJsx(node) || isValueOfKey(node, documentationKeys)) return;
      const shown = text.trim().replace(/\s+/g, ' ');
      context.report({
        node,
        messageId: 'inlineProse',
        data: { text: shown.length > 40 ? `${shown.slice(0, 39)}…` : shown },
      });
    }
    return {
      /** @param {any} node */
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const parent = node.parent;
        if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration') return;
        check(node, node.value);
      },
      /** @param {any} node */
      TemplateElement(node) {
        // A tagged template is CSS (styled-components) or another language, not a text.
        if (node.parent.parent.type === 'TaggedTemplateExpression') return;
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export const jsxTextPlugin = {
  rules: { 'no-inline-text': noInlineText, 'no-inline-prose': noInlineProse },
};
