// Every import of a tree, resolved by the TypeScript compiler itself (the native compiler's API, the same program
// `npm run typecheck` builds): which file each specifier reaches, however it is written. A regex over the text
// saw `from '…'` and `import('…')` only; a template string, a computed `import(x)` or a `createRequire` call went
// past it, and a relative path was resolved by hand. The doors rule (scripts/doors.ts) judges the edges.
import { relative } from 'node:path';
import { API, type Project } from 'typescript/unstable/sync';
import { type Node, type SourceFile, SyntaxKind } from 'typescript/unstable/ast';

/**
 * One import of a source file. `resolved` is the repository path of the file the compiler loads for it,
 * `external` when that is a dependency's file, `null` when nothing resolves (an unexported subpath, a wrong path).
 * `kind` says how it was written: `computed` is an `import()` (or a `createRequire` call) whose argument is not a
 * literal, so no reader can tell where it goes; `require` is a call of a `createRequire` function with a literal,
 * which the compiler does not resolve.
 */
export type ImportEdge = {
  from: string;
  line: number;
  specifier: string;
  kind: 'static' | 'dynamic' | 'computed' | 'require';
  resolved: string | 'external' | null;
};

const isLiteral = (node: Node | undefined): node is Node & { text: string } =>
  node?.kind === SyntaxKind.StringLiteral || node?.kind === SyntaxKind.NoSubstitutionTemplateLiteral;

/** the imports the compiler does not collect: computed `import(x)` and calls of a `createRequire(...)` result */
const uncollectedOf = (file: SourceFile): Array<{ node: Node; kind: 'computed' | 'require'; specifier: string }> => {
  const found: Array<{ node: Node; kind: 'computed' | 'require'; specifier: string }> = [];
  const requires = new Set<string>();
  const isCreateRequire = (node: Node | undefined): boolean =>
    node?.kind === SyntaxKind.CallExpression &&
    (node as unknown as { expression: Node }).expression.getText(file).replace(/^.*\./, '') === 'createRequire';
  const visit = (node: Node): void => {
    if (node.kind === SyntaxKind.VariableDeclaration) {
      const { name, initializer } = node as unknown as { name: Node; initializer?: Node };
      if (isCreateRequire(initializer) && name.kind === SyntaxKind.Identifier) requires.add(name.getText(file));
    }
    if (node.kind === SyntaxKind.CallExpression) {
      const { expression, arguments: args } = node as unknown as { expression: Node; arguments: readonly Node[] };
      const first = args[0];
      const callee =
        expression.kind === SyntaxKind.PropertyAccessExpression ? (expression as unknown as { expression: Node }).expression : expression;
      if (expression.kind === SyntaxKind.ImportKeyword && !isLiteral(first)) {
        found.push({ node, kind: 'computed', specifier: first ? first.getText(file) : '' });
      } else if (isCreateRequire(callee) || (callee.kind === SyntaxKind.Identifier && requires.has(callee.getText(file)))) {
        // a require of a name computed at run time is as unreadable as a computed import()
        if (isLiteral(first)) found.push({ node, kind: 'require', specifier: first.text });
        else found.push({ node, kind: 'computed', specifier: first?.getText(file) ?? '' });
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
};

/**
 * Each source file under `roots` (repository-relative folders) in the programs of `tsconfigs`, with its
 * repository path and the project it was read from; a file in two programs is visited once, from the first.
 */
export const forEachProgramFile = (
  root: string,
  tsconfigs: readonly string[],
  roots: readonly string[],
  visit: (file: SourceFile, from: string, project: Project) => void,
): void => {
  const api = new API({ cwd: root });
  try {
    const snapshot = api.updateSnapshot({ openProjects: tsconfigs.map((config) => `${root}/${config}`) });
    const seen = new Set<string>();
    for (const project of snapshot.getProjects()) {
      for (const fileName of project.program.getSourceFileNames()) {
        const from = repoPathOf(root, fileName);
        if (seen.has(from) || !roots.some((dir) => from.startsWith(`${dir}/`)) || from.includes('node_modules/')) continue;
        seen.add(from);
        const file = project.program.getSourceFile(fileName);
        if (file) visit(file, from, project);
      }
    }
  } finally {
    api.close();
  }
};

const repoPathOf = (root: string, file: string): string => relative(root, file).split('\\').join('/');

/** the 1-based line a node starts on */
export const lineOf = (file: SourceFile, node: Node): number => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;

/** The import edges of the files under `roots` in the programs of `tsconfigs`. */
export const importEdgesOf = (root: string, tsconfigs: readonly string[], roots: readonly string[]): ImportEdge[] => {
  const edges: ImportEdge[] = [];
  forEachProgramFile(root, tsconfigs, roots, (file, from, project) => {
    // the specifiers the program resolves: import and export declarations, literal import(), import types
    const specifiers = file.imports.filter(isLiteral);
    const modules = specifiers.length > 0 ? project.checker.getSymbolAtLocation(specifiers) : [];
    specifiers.forEach((node, index) => {
      const target = modules[index]?.declarations[0]?.path;
      const resolved = target === undefined ? null : target.includes('/node_modules/') ? 'external' : repoPathOf(root, target);
      const kind = node.parent.kind === SyntaxKind.CallExpression ? 'dynamic' : 'static';
      edges.push({ from, line: lineOf(file, node), specifier: node.text, kind, resolved });
    });
    for (const { node, kind, specifier } of uncollectedOf(file))
      edges.push({ from, line: lineOf(file, node), specifier, kind, resolved: null });
  });
  return edges;
};
