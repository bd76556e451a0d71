import { describe, expect, it } from 'vitest';
import { findViolations, type SourceFile } from './readModelOwners.ts';

// The owners rule on a small tree: a read model's schema.ts names its tables, a service's migration names its own.

const schema: SourceFile = {
  path: 'projections/src/workspace/participants/schema.ts',
  text: [
    'export const participantsSchema = {',
    "  name: 'participants',",
    '  migrations: [`create table participants (\n id text)`, `create table groups (\n id text)`],',
    '};',
  ].join('\n'),
};
const sessions: SourceFile = {
  path: 'services/identity/src/sessions/migrations.ts',
  text: "await pool.query('create table identity.sessions (id text)');",
};
const file = (path: string, text: string): SourceFile => ({ path, text });

describe('the read-model owners rule', () => {
  it('lets the owner folder name its tables, and no one else', () => {
    const violations = findViolations([
      schema,
      sessions,
      file('projections/src/workspace/participants/read.ts', 'sql`select id from participants.participants`'),
      file('services/identity/src/sessions/sessionStore.ts', "pool.query('select 1 from identity.sessions')"),
      file('services/workspace/src/roster/thing.ts', "pool.query('select id from participants.groups where x')"),
      file('services/survey/src/answers.ts', "pool.query('delete from identity.sessions')"),
    ]);
    expect(violations).toEqual([
      'services/workspace/src/roster/thing.ts:1: names participants.groups, owned by projections/src/workspace/participants/ ' +
        "(read it through that folder's readers)",
      "services/survey/src/answers.ts:1: names identity.sessions, owned by services/identity/src/sessions/ (read it through that folder's readers)",
    ]);
  });

  it('ignores comments, code that only looks alike, and tables the schema does not have', () => {
    expect(
      findViolations([
        schema,
        file(
          'services/workspace/src/a.ts',
          [
            '// reads participants.participants through the reader',
            'const n = participants.length;',
            'q(`from participants.rosters_x`);',
          ].join('\n'),
        ),
        file('services/workspace/src/b.ts', ' * the `participants.groups` table, in a doc comment'),
      ]),
    ).toEqual([]);
  });

  it('keeps slonik behind the readers', () => {
    expect(
      findViolations([
        file('projections/src/workspace/participants/read.ts', "import { sql } from 'slonik';"),
        file('services/platform/src/db/typedQueries.ts', "import { SchemaValidationError } from 'slonik';"),
        file('services/workspace/src/roster/routes.ts', "import { sql } from 'slonik';"),
      ]),
    ).toEqual(['services/workspace/src/roster/routes.ts:1: imports slonik outside the readers (projections/src/<context>/<readModel>/)']);
  });
});
