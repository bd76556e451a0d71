import { ErrorBody } from '@canopy/contracts';
import {
  CSV_IMPORT_ID_HEADER,
  CsvImportProgress,
  CsvUploadResponse,
  MatchingTemplate,
  ParticipantMessages,
} from '@canopy/contracts/participants/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import { answerErrors } from '@canopy/platform/http/prelude';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createWorkspaceAccess } from '../access/workspaceAccess.ts';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { createRosterPort } from '../roster/rosterCommands.ts';
import type { ImportOutcome, ImportRow } from '../roster/rosterPort.ts';
import { mappingErrors } from './csvMapping.ts';
import { createImportedGroups } from './importedGroups.ts';
import { importLogs, missedParticipants } from './csvReport.ts';
import { toImportRows } from './csvRows.ts';
import { createImportProgress, untracked, type ImportTracker } from './importProgress.ts';
import { readCsvUpload, type CsvUpload } from './csvUpload.ts';
import { CsvUnreadableError, decodeCsv, readCsv, type CsvContent } from '@canopy/contracts/participants/readCsv';
import { createTemplateStore } from './templateStore.ts';

const TAGS = ['participants'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
const IdParams = z.object({ id: z.string() });
// the import id is the UUID the client chose (x-csv-import-id); another string answers 400, not a failed query
const ProgressParams = z.object({ id: z.string(), importId: z.uuid() });
const ImportId = z.uuid();

/** whose progress an import is: the consultant who started it, in that workspace */
const ownerOf = (workspaceId: string, userId: string) => `${workspaceId}:${userId}`;

/** the import id the client chose (CSV_IMPORT_ID_HEADER), undefined without one, 400 when it is not a UUID */
const importIdOf = (header: string | string[] | undefined): string | undefined => {
  if (header === undefined) return undefined;
  const parsed = ImportId.safeParse(header);
  if (!parsed.success) throw httpError(400, ParticipantMessages.importIdInvalid);
  return parsed.data;
};

const NOTHING_IMPORTED: ImportOutcome = { created: [], updated: [], unchanged: [], missed: [], groupsCreated: [] };

/** the records of the uploaded file: 400 when csv-parse cannot read it, or it holds no row */
const contentOf = async ({ bytes, configuration }: CsvUpload): Promise<CsvContent> => {
  const content = await answerErrors(
    async () =>
      readCsv(decodeCsv(bytes), {
        delimiter: configuration.delimiter_char,
        comment: configuration.comment_char,
        firstRowIsHeader: configuration.first_row_is_header,
      }),
    [[CsvUnreadableError, { status: 400, detail: (error) => `${ParticipantMessages.csvUnreadable}: ${error.message}` }]],
  );
  if (content.records.length === 0) throw httpError(400, ParticipantMessages.csvEmpty);
  return content;
};

/** every group the imported rows name, and those the import created */
const groupRefsOfImport = (rows: ImportRow[], outcome: ImportOutcome) => {
  const ids = new Set(outcome.groupsCreated.map((group) => group.id));
  const names = new Set<string>();
  const missed = new Set(outcome.missed.map((row) => row.row));
  for (const row of rows) {
    if (missed.has(row.row)) continue;
    for (const ref of row.groups)
      if ('group_id' in ref) ids.add(ref.group_id);
      else names.add(ref.name);
  }
  return { ids: [...ids], names: [...names] };
};

/** stage timings of an import, for the Server-Timing header (devtools, the bench) and the log */
const stopwatch = () => {
  const stages: Array<[string, number]> = [];
  let last = performance.now();
  return {
    lap(name: string) {
      const now = performance.now();
      stages.push([name, now - last]);
      last = now;
    },
    header: () => stages.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', '),
    fields: () => Object.fromEntries(stages.map(([name, ms]) => [`${name}Ms`, Math.round(ms)])),
  };
};

/**
 * The CSV import of participants (POST participants/workspace/{id}/by-csv) and the matching template its
 * imports save (GET matching-template/by-workspace/{id}). Both need the caller assigned to the workspace
 * (another team's: 404, not assigned: 403). The roster decides what the rows do to the participants.
 */
export const csvImportRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const roster = createRosterPort(deps);
    const importedGroups = createImportedGroups(deps.platform.pool);
    const access = createWorkspaceAccess(deps.platform.pool);
    const templates = createTemplateStore(deps);
    const imports = createImportProgress(deps.platform.pool, deps.logger);

    /** the import into a workspace the caller is assigned to, each stage told to `tracker` */
    const importCsv = async (request: FastifyRequest, reply: FastifyReply, user: AuthUser, workspaceId: string, tracker: ImportTracker) => {
      const clock = stopwatch();
      const upload = await readCsvUpload(request);
      clock.lap('upload');
      const { configuration } = upload;
      if (configuration.workspace_id !== '' && configuration.workspace_id !== workspaceId)
        throw httpError(400, ParticipantMessages.workspaceMissing);
      const mapping = mappingErrors(configuration);
      if (mapping !== '') throw httpError(400, mapping);

      const content = await contentOf(upload);
      clock.lap('parse');
      const { rows, missed } = await toImportRows(content, configuration, tracker.checked);
      clock.lap('rows');

      const context = contextOf(request, user, workspaceId, deps.clock.now());
      tracker.stage('saving');
      const onStored = () => tracker.stage('indexing');
      const outcome =
        rows.length > 0 ? await roster.importParticipants({ workspaceId, source: 'csv', rows, context, onStored }) : NOTHING_IMPORTED;
      clock.lap('roster');

      const templateSaved = configuration.is_save_template;
      if (templateSaved) await templates.saveMapping(workspaceId, configuration, content.header, context);
      clock.lap('template');

      const groups = await importedGroups(workspaceId, groupRefsOfImport(rows, outcome));
      const missedRows = missedParticipants(missed, outcome, rows);
      clock.lap('answer');
      request.log.info(
        { rows: content.records.length, imported: rows.length - outcome.missed.length, missed: missedRows.length, ...clock.fields() },
        'csv import',
      );
      void reply.header('server-timing', clock.header());
      return {
        groups,
        participants: { created: outcome.created.length, updated: outcome.updated.length, unchanged: outcome.unchanged.length },
        logs: importLogs({
          filename: upload.filename,
          recordsRead: content.records.length,
          delimiter: content.delimiter,
          header: configuration.first_row_is_header,
          outcome,
          missed: missedRows.length,
          templateSaved,
        }),
        missed_participants: missedRows,
      };
    };

    app.post(
      '/participants/workspace/:id/by-csv',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Import participants from a CSV file',
          description:
            'multipart/form-data: `configuration` (JSON, CsvUploadConfiguration: which column holds which field, the phone and date formats, the group columns) and `file` (.csv, at most 5,000,000 bytes). ' +
            'The delimiter is detected when `delimiter_char` is empty. Rows that break a participant rule, or share an e-mail, a phone or a payroll id with an earlier row, come back in `missed_participants` with their line and reason; ' +
            "the others are imported in one atomic change, a participant of the workspace with the same e-mail (else phone, else payroll id) being updated rather than added. With `is_save_template` (default) the mapping becomes the workspace's matching template. " +
            'A mapping that cannot work answers 400 with every problem, and nothing is imported. The Server-Timing header gives the time of each stage. ' +
            `With a UUID in the \`${CSV_IMPORT_ID_HEADER}\` header, the progress call reports how far the import has got.`,
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 200: CsvUploadResponse, ...errors },
        },
      },
      async (request, reply) => {
        const user = request.user;
        const workspace = await access.assigned(user, request.params.id);
        const importId = importIdOf(request.headers[CSV_IMPORT_ID_HEADER]);
        const tracker = importId === undefined ? untracked : imports.track(ownerOf(workspace.id, user.id), importId);
        try {
          const answer = await importCsv(request, reply, user, workspace.id, tracker);
          tracker.stage('done');
          return answer;
        } catch (error) {
          tracker.stage('failed');
          throw error;
        } finally {
          // a poll after the answer reads how the import ended
          await tracker.settled();
        }
      },
    );

    app.get(
      '/participants/workspace/:id/by-csv/progress/:importId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'How far a CSV import has got',
          description:
            `The import the caller started in this workspace with \`${CSV_IMPORT_ID_HEADER}: <importId>\`: its stage (reading, checking, saving, indexing, done, failed) ` +
            `and, while checking, the rows checked of the file's rows. 404 '${ParticipantMessages.importNotFound}' before the upload has reached the server, ` +
            "a minute after the import ended, and for another consultant's import. Every gateway process answers for the imports of all of them.",
          params: ProgressParams,
          response: { 200: CsvImportProgress, ...errors },
        },
      },
      async (request) => {
        const workspace = await access.assigned(request.user, request.params.id);
        const progress = await imports.read(ownerOf(workspace.id, request.user.id), request.params.importId);
        if (!progress) throw httpError(404, ParticipantMessages.importNotFound);
        return progress;
      },
    );

    app.get(
      '/matching-template/by-workspace/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The workspace's matching template: the CSV mapping its imports saved",
          description: `404 '${ParticipantMessages.templateNotFound}' until an import saved one. applyTemplate (contracts/participants/applyTemplate) lays it over a new file's first row.`,
          params: IdParams,
          response: { 200: MatchingTemplate, ...errors },
        },
      },
      async (request) => {
        const workspace = await access.assigned(request.user, request.params.id);
        const template = await templates.read(workspace.id);
        if (!template) throw httpError(404, ParticipantMessages.templateNotFound);
        return template;
      },
    );
  };
