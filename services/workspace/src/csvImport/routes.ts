import {
  CSV_IMPORT_ID_HEADER,
  CsvImportProgress,
  CsvUploadResponse,
  MatchingTemplate,
  ParticipantMessages,
} from '@canopy/contracts/participants/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { csvImportDepsOf } from './csvImportDeps.ts';
import { importCsv, ImportCsvInput, readCsvImportForm } from './importCsv.ts';
import { readProgress, ReadProgressInput } from './readProgress.ts';
import { readTemplate, ReadTemplateInput } from './readTemplate.ts';

/**
 * The CSV import of participants (POST participants/workspace/{id}/by-csv), its progress, and the matching template
 * its imports save (GET matching-template/by-workspace/{id}). All need the caller assigned to the workspace
 * (another team's: 404, not assigned: 403). The roster decides what the rows do to the participants. Each row calls
 * its use case in csvImport/ (ADR 0145).
 */
export const csvImportRoutes =
  (serviceDeps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const deps = csvImportDepsOf(serviceDeps);
    mountRoutes(app, serviceDeps.clock, {
      tags: ['participants'],
      routes: [
        route({
          method: 'POST',
          url: '/participants/workspace/:id/by-csv',
          summary: 'Import participants from a CSV file',
          description:
            'multipart/form-data: `configuration` (JSON, CsvUploadConfiguration: which column holds which field, the phone and date formats, the group columns) and `file` (.csv, at most 5,000,000 bytes). ' +
            'The delimiter is detected when `delimiter_char` is empty. Rows that break a participant rule, or share an e-mail, a phone or a payroll id with an earlier row, come back in `missed_participants` with their line and reason; ' +
            "the others are imported in one atomic change, a participant of the workspace with the same e-mail (else phone, else payroll id) being updated rather than added. With `is_save_template` (default) the mapping becomes the workspace's matching template. " +
            'A mapping that cannot work answers 400 with every problem, and nothing is imported. The Server-Timing header gives the time of each stage. ' +
            `With a UUID in the \`${CSV_IMPORT_ID_HEADER}\` header, the progress call reports how far the import has got.`,
          consumes: ['multipart/form-data'],
          ...ImportCsvInput,
          form: readCsvImportForm,
          response: CsvUploadResponse,
          ...importCsv(deps),
        }),
        route({
          method: 'GET',
          url: '/participants/workspace/:id/by-csv/progress/:importId',
          summary: 'How far a CSV import has got',
          description:
            `The import the caller started in this workspace with \`${CSV_IMPORT_ID_HEADER}: <importId>\`: its stage (reading, checking, saving, indexing, done, failed) ` +
            `and, while checking, the rows checked of the file's rows. 404 '${ParticipantMessages.importNotFound}' before the upload has reached the server, ` +
            "a minute after the import ended, and for another consultant's import. Every gateway process answers for the imports of all of them.",
          ...ReadProgressInput,
          response: CsvImportProgress,
          ...readProgress(deps),
        }),
        route({
          method: 'GET',
          url: '/matching-template/by-workspace/:id',
          summary: "The workspace's matching template: the CSV mapping its imports saved",
          description: `404 '${ParticipantMessages.templateNotFound}' until an import saved one. applyTemplate (contracts/participants/applyTemplate) lays it over a new file's first row.`,
          ...ReadTemplateInput,
          response: MatchingTemplate,
          ...readTemplate(deps),
        }),
      ],
    });
  };
