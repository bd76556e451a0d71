import { AddSource, UNSET_DATE } from '@canopy/contracts/participants/api';
import { RESPONDENT_CREDENTIAL_ORDER, type RespondentCredentialKind } from '@canopy/contracts/survey/respondent';
import type { GroupClassification } from '@canopy/contracts/workspace/api';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';

// What the public respondent pages may learn about a workspace's roster (docs/decisions/0037-public-respondent-api.md):
// names, groups and the classification's value, and whether each credential kind is on file, never the e-mail,
// phone or payroll id themselves. The only other door to `participants` (ADR 0028) besides read.ts.

/** the participant column each group classification is read from ('' for none) */
const CLASSIFICATION_COLUMNS: Record<GroupClassification, FragmentSqlToken> = {
  none: sql.fragment`''`,
  job: sql.fragment`p.job`,
  work_location_name: sql.fragment`p.work_location_name`,
  work_location_country: sql.fragment`p.work_location_country`,
  work_location_state: sql.fragment`p.work_location_state`,
  work_location_city: sql.fragment`p.work_location_city`,
  pay_group: sql.fragment`p.pay_group`,
  department: sql.fragment`p.department`,
  department_segment: sql.fragment`p.segment`,
  division: sql.fragment`p.home_base`,
};

export const RespondentNameRow = z.strictObject({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  groups: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  identifier: z.string(),
  add_source: AddSource,
  hiring_date: z
    .date()
    .nullable()
    .transform((date) => (date === null ? UNSET_DATE : date.toISOString())),
  has_email: z.boolean(),
  has_phone: z.boolean(),
  has_payroll_id: z.boolean(),
  all_count: z.coerce.number().int(),
});
export type RespondentNameRow = z.output<typeof RespondentNameRow>;

const NameRow = z.strictObject({ id: z.string(), first_name: z.string(), last_name: z.string() });

/** `%text%` for ILIKE, the text's own % _ and \ taken literally */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const CREDENTIAL_COLUMNS: Record<RespondentCredentialKind, FragmentSqlToken> = {
  email: sql.fragment`p.email`,
  payroll_id: sql.fragment`p.payroll_id`,
  phone: sql.fragment`p.phone`,
};

/** what a respondent offers to prove who they are: one of these, already normalised by the caller */
export type Credential = { kind: 'email'; email: string } | { kind: 'phone'; digits: string } | { kind: 'payroll_id'; payroll_id: string };

export const createRespondentRosterReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** a page of the workspace's active participants by name, searched by first or last name from the caller's minimum */
    names: (
      workspaceId: string,
      classification: GroupClassification,
      query: { search: string; offset: number; limit: number; excluding?: string; group?: string },
    ) => {
      const where = [sql.fragment`p.workspace_id = ${workspaceId}`, sql.fragment`p.is_active`];
      if (query.group) where.push(sql.fragment`${CLASSIFICATION_COLUMNS[classification]} = ${query.group}`);
      if (query.search !== '') where.push(sql.fragment`(p.first_name || ' ' || p.last_name) ilike ${containing(query.search)}`);
      if (query.excluding) where.push(sql.fragment`p.id <> ${query.excluding}`);
      return db.any(
        sql.type(RespondentNameRow)`select p.id, p.first_name, p.last_name, p.add_source, p.hiring_date,
            ${CLASSIFICATION_COLUMNS[classification]} as identifier,
            p.email <> '' as has_email, p.phone <> '' as has_phone, p.payroll_id <> '' as has_payroll_id,
            (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by lower(g.name), g.id), '[]')
               from participants.memberships m join participants.groups g on g.id = m.group_id where m.participant_id = p.id) as groups,
            count(*) over () as all_count
          from participants.participants p
         where ${sql.join(where, sql.fragment` and `)}
         order by p.name_key, p.id
         offset ${query.offset} limit ${query.limit}`,
      );
    },
    /** the values of the workspace's group classification its active participants hold, for the name pick's filter */
    groupValues: (workspaceId: string, classification: GroupClassification) =>
      classification === 'none'
        ? Promise.resolve([])
        : db.anyFirst(
            sql.type(z.strictObject({ value: z.string() }))`select distinct ${CLASSIFICATION_COLUMNS[classification]} as value
              from participants.participants p
             where p.workspace_id = ${workspaceId} and p.is_active and ${CLASSIFICATION_COLUMNS[classification]} <> ''
             order by 1 limit 1000`,
          ),
    /** the active participant of the workspace holding this credential (and this id or these names, as given), or null */
    async identify(workspaceId: string, who: { participantId?: string; firstName: string; lastName: string }, credential: Credential) {
      // only the kind the page asks this person for: the first they hold, in the page's order
      const asked = RESPONDENT_CREDENTIAL_ORDER.indexOf(credential.kind);
      const where = [
        sql.fragment`p.workspace_id = ${workspaceId}`,
        sql.fragment`p.is_active`,
        ...RESPONDENT_CREDENTIAL_ORDER.slice(0, asked).map((kind) => sql.fragment`${CREDENTIAL_COLUMNS[kind]} = ''`),
      ];
      if (credential.kind === 'email') where.push(sql.fragment`p.email <> '' and lower(p.email) = ${credential.email}`);
      if (credential.kind === 'phone')
        where.push(sql.fragment`p.phone <> '' and regexp_replace(p.phone_code || p.phone, '[^0-9]', '', 'g') = ${credential.digits}`);
      if (credential.kind === 'payroll_id')
        where.push(sql.fragment`p.payroll_id <> '' and lower(p.payroll_id) = ${credential.payroll_id.toLowerCase()}`);
      if (who.participantId) where.push(sql.fragment`p.id = ${who.participantId}`);
      else
        where.push(
          sql.fragment`lower(p.first_name) = ${who.firstName.trim().toLowerCase()} and lower(p.last_name) = ${who.lastName.trim().toLowerCase()}`,
        );
      const rows = await db.any(
        sql.type(
          NameRow,
        )`select p.id, p.first_name, p.last_name from participants.participants p where ${sql.join(where, sql.fragment` and `)} limit 2`,
      );
      // two people sharing a name and a credential cannot be told apart: neither is identified
      return rows.length === 1 ? rows[0]! : null;
    },
    /** one active participant of the workspace, by id (names only) */
    member: (workspaceId: string, participantId: string) =>
      db.maybeOne(
        sql.type(NameRow)`select p.id, p.first_name, p.last_name from participants.participants p
          where p.id = ${participantId} and p.workspace_id = ${workspaceId} and p.is_active`,
      ),
    /** the names of these participants of the workspace (active or not) */
    namesAmong: (workspaceId: string, ids: readonly string[]) =>
      db.any(
        sql.type(NameRow)`select p.id, p.first_name, p.last_name from participants.participants p
          where p.workspace_id = ${workspaceId} and p.id = any(${sql.array([...ids], 'text')})`,
      ),
    /** which of these ids are participants of the workspace */
    async membersAmong(workspaceId: string, ids: readonly string[]): Promise<Set<string>> {
      const found = await db.anyFirst(
        sql.type(z.strictObject({ id: z.string() }))`select p.id from participants.participants p
          where p.workspace_id = ${workspaceId} and p.id = any(${sql.array([...ids], 'text')})`,
      );
      return new Set(found);
    },
  };
};
export type RespondentRosterReader = ReturnType<typeof createRespondentRosterReader>;
