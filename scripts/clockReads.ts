// The clock rule (ADR 0137): product code decides with the clock it is handed (`deps.clock.now()`, a fixed clock
// in specs), so a spec can move time instead of waiting for it. `new Date()` and `Date.now()` read the machine's
// clock behind the use case's back; only the platform's time module (services/platform/src/time/) reads it, and
// specs, which may. Intervals (a cache's age, a wait's deadline) are measured with `performance.now()`, which no
// clock in a spec should move. `npm run lint:clock` runs this over the programs the compiler builds.
import { type Node, type SourceFile, SyntaxKind } from 'typescript/unstable/ast';
import { lineOf } from './importEdges.ts';

export type ClockRead = { from: string; line: number; call: 'new Date()' | 'Date.now()' };

/** A read of the machine's clock kept on purpose: `why` says why no handed clock reaches it. */
export type AllowedClockRead = { from: string; why: string };

/** where reading the machine's clock is the rule: the platform's time module and the specs */
export const clockReadIsAllowed = (path: string): boolean => path.startsWith('services/platform/src/time/') || /\.spec\.tsx?$/.test(path);

const isDate = (node: Node, file: SourceFile) => node.kind === SyntaxKind.Identifier && node.getText(file) === 'Date';

/** every `new Date()` without arguments and every `Date.now()` call of a file */
export const clockReadsOf = (file: SourceFile, from: string): ClockRead[] => {
  const found: ClockRead[] = [];
  const visit = (node: Node): void => {
    if (node.kind === SyntaxKind.NewExpression) {
      const { expression, arguments: args } = node as unknown as { expression: Node; arguments?: readonly Node[] };
      if (isDate(expression, file) && (args === undefined || args.length === 0))
        found.push({ from, line: lineOf(file, node), call: 'new Date()' });
    }
    if (node.kind === SyntaxKind.CallExpression) {
      const { expression } = node as unknown as { expression: Node };
      if (expression.kind === SyntaxKind.PropertyAccessExpression) {
        const { expression: object, name } = expression as unknown as { expression: Node; name: Node };
        if (isDate(object, file) && name.getText(file) === 'now') found.push({ from, line: lineOf(file, node), call: 'Date.now()' });
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
};

export const findClockViolations = (reads: readonly ClockRead[], allowed: readonly AllowedClockRead[] = []): string[] => {
  const used = new Set<AllowedClockRead>();
  const violations: string[] = [];
  for (const read of reads) {
    if (clockReadIsAllowed(read.from)) continue;
    const allowance = allowed.find(({ from }) => from === read.from);
    if (allowance) {
      used.add(allowance);
      continue;
    }
    violations.push(
      `${read.from}:${read.line}: ${read.call} reads the machine's clock: decide with the clock you are handed (deps.clock.now()), or measure an interval with performance.now()`,
    );
  }
  for (const allowance of allowed) {
    if (!used.has(allowance))
      violations.push(`${allowance.from} no longer reads the machine's clock: take its entry off the allowed reads`);
  }
  return violations;
};
