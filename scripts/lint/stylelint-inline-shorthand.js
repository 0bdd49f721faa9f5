import stylelint from 'stylelint';

/*
 * A shorthand of four values gives the right side second and the left side fourth: physical sides,
 * which a right-to-left page would need swapped. csstools/use-logical catches `margin-left` and
 * its kin, not these; a four-value shorthand whose sides differ is refused here, to be written as
 * its block and inline halves (margin-block, margin-inline-start…). Equal sides, and the one-, two-
 * and three-value forms, are the same in either direction.
 */

const {
  createPlugin,
  utils: { report, ruleMessages, validateOptions },
} = stylelint;

const ruleName = 'marquee/inline-shorthand';

const messages = ruleMessages(ruleName, {
  rejected: (property) =>
    `"${property}" with four values names left and right; write its inline sides as ${property}-inline-start and -end (or its block and inline halves).`,
});

const sided =
  /^(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/i;

/** A value's parts split on spaces outside parentheses: `calc(1px + 2px) 0` is two. */
function parts(value) {
  const found = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current !== '') found.push(current);
      current = '';
    } else current += char;
  }
  if (current !== '') found.push(current);
  return found;
}

/** @type {import('stylelint').Rule} */
const rule = (primary) => (root, result) => {
  if (!validateOptions(result, ruleName, { actual: primary })) return;
  root.walkDecls(sided, (declaration) => {
    const values = parts(declaration.value);
    if (values.length === 4 && values[1] !== values[3])
      report({
        ruleName,
        result,
        node: declaration,
        message: messages.rejected(declaration.prop),
      });
  });
};

rule.ruleName = ruleName;
rule.messages = messages;

export default createPlugin(ruleName, rule);
