import { CSV_IMPORT_ID_HEADER, type CsvUploadResponse, ParticipantMessages } from '@canopy/contracts/participants/api';
import { CsvUnreadableError, type CsvContent, decodeCsv, readCsv } from '@canopy/contracts/participants/readCsv';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { answerErrors } from '@canopy/platform/http/prelude';
import { Answer, type Input, type UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import type { ImportOutcome, ImportRow } from '../roster/rosterPort.ts';
import { assignedWorkspace, type CsvImportDeps, IdParams, ownerOf } from './csvImportDeps.ts';
import { mappingErrors } from './csvMapping.ts';
import { importLogs, missedParticipants } from './csvReport.ts';
import { toImportRows } from './csvRows.ts';
import { type CsvUpload, readCsvUpload } from './csvUpload.ts';
import { type ImportTracker, untracked } from './importProgress.ts';

export const ImportCsvInput = { params: IdParams };

const ImportId = z.uuid();

/** the import id the client chose (CSV_IMPORT_ID_HEADER), undefined without one, 400 when it is not a UUID */
const importIdOf = (header: string | string[] | undefined): string | undefined => {
  if (header === undefined) return undefined;
  const parsed = ImportId.safeParse(header);
  if (!parsed.success) throw httpError(400, ParticipantMessages.importIdInvalid);
  return parsed.data;
};

/**
 * What the route table's form reader makes of the request, after access: the import id of its header (400 when it
 * is not a UUID), and the multipart upload, read when the import asks for it (so that its progress reads 'reading'
 * while the file comes in, and 'failed' when the file is refused).
 */
export type CsvImportForm = { importId: string | undefined; upload: () => Promise<CsvUpload> };
export const readCsvImportForm = async (request: FastifyRequest): Promise<CsvImportForm> => ({
  importId: importIdOf(request.headers[CSV_IMPORT_ID_HEADER]),
  upload: () => readCsvUpload(request),
});

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

/** the import into a workspace the caller is assigned to, each stage told to `tracker` */
const runImport = async (
  deps: CsvImportDeps,
  form: CsvImportForm,
  workspaceId: string,
  context: CommandContext,
  tracker: ImportTracker,
): Promise<Answer> => {
  const clock = stopwatch();
  const upload = await form.upload();
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

  tracker.stage('saving');
  const onStored = () => tracker.stage('indexing');
  const outcome =
    rows.length > 0 ? await deps.roster.importParticipants({ workspaceId, source: 'csv', rows, context, onStored }) : NOTHING_IMPORTED;
  clock.lap('roster');

  const templateSaved = configuration.is_save_template;
  if (templateSaved) await deps.templates.saveMapping(workspaceId, configuration, content.header, context);
  clock.lap('template');

  const groups = await deps.importedGroups(workspaceId, groupRefsOfImport(rows, outcome));
  const missedRows = missedParticipants(missed, outcome, rows);
  clock.lap('answer');
  // the request's log line (fastify's request logger is the service logger with the request id)
  deps.logger.info(
    {
      reqId: context.correlationId,
      rows: content.records.length,
      imported: rows.length - outcome.missed.length,
      missed: missedRows.length,
      ...clock.fields(),
    },
    'csv import',
  );
  const answer: CsvUploadResponse = {
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
  return new Answer(200, answer, { 'server-timing': clock.header() });
};

/**
 * Participants imported from a CSV file into a workspace the caller is assigned to: the roster decides what the
 * rows do; with an import id, each stage is stored for the progress call, through to done or failed.
 */
export const importCsv = (deps: CsvImportDeps) =>
  ({
    access: assignedWorkspace(deps),
    handle: async (input, { user, scope: workspace, context }) => {
      const { importId } = input.form;
      const tracker = importId === undefined ? untracked : deps.imports.track(ownerOf(workspace.id, user.id), importId);
      try {
        const answer = await runImport(deps, input.form, workspace.id, context, tracker);
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
  }) satisfies UseCase<Input<z.output<typeof IdParams>, undefined, undefined, CsvImportForm>, WorkspaceAccessRow, Answer>;
