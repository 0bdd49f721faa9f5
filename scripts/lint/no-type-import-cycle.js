import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `import-x/no-cycle` skips `import type` by design, since types vanish at run time. A type-only
 * import back into a module that imports you is still a cycle for a reader: neither file can be
 * understood, moved or tested without the other. This rule reports a type-only import whose
 * target leads back, through any static imports, to the importing file. Paths are resolved with
 * the resolver in the `import-x/resolver-next` setting, so both rules see the same graph.
 */

/** @type {Map<string, { mtimeMs: number, specifiers: string[] }>} */
const specifiersByFile = new Map();

/** Every module specifier a file names in a static import or export declaration. */
function staticSpecifiers(file) {
  const mtimeMs = statSync(file).mtimeMs;
  const cached = specifiersByFile.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.specifiers;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers = [];
  for (const statement of source.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (specifier && ts.isStringLiteral(specifier)) specifiers.push(specifier.text);
  }
  specifiersByFile.set(file, { mtimeMs, specifiers });
  return specifiers;
}

function isTypeOnly(node) {
  if (node.type === 'ImportDeclaration')
    return (
      node.importKind === 'type' ||
      (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))
    );
  return node.exportKind === 'type';
}

/** The files from `start` back to `goal`, or undefined when `goal` cannot be reached. */
function routeBack(start, goal, resolve) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === goal) {
      const route = [];
      for (let at = file; at !== undefined; at = cameFrom.get(at)) route.unshift(at);
      return route;
    }
    for (const specifier of staticSpecifiers(file)) {
      const next = resolve(specifier, file);
      if (next !== undefined && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noTypeImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid type-only imports that close an import cycle.' },
    schema: [],
    messages: { cycle: 'Type-only import cycle: {{route}}.' },
  },
  create(context) {
    const [resolver] = context.settings['import-x/resolver-next'] ?? [];
    if (!resolver) throw new Error('no-type-import-cycle needs the import-x/resolver-next setting');
    const resolve = (specifier, fromFile) => {
      const found = resolver.resolve(specifier, fromFile);
      const file = found.found ? found.path : null;
      return file && !file.split(path.sep).includes('node_modules') ? file : undefined;
    };
    const filename = context.physicalFilename;
    const check = (node) => {
      if (!node.source || !isTypeOnly(node)) return;
      const target = resolve(node.source.value, filename);
      if (target === undefined || target === filename) return;
      const route = routeBack(target, filename, resolve);
      if (route === undefined) return;
      const relative = [filename, ...route].map((file) => path.relative(context.cwd, file));
      context.report({ node, messageId: 'cycle', data: { route: relative.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
