import type { AiStatusRow } from '@canopy/contracts/analytics/ai';
import type { Assessment, Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { IdentifyResponse } from '@canopy/contracts/survey/respondent';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { addToPackage, createAssessment, createCategory } from './library.ts';
import type { apiClient } from './identity.ts';

type Api = ReturnType<typeof apiClient>;

// Helpers of the AI analysis specs: a package with open-answer questions answered through the public respondent
// API (identify, then submit, with the page's language), Generate, waiting for a run, and the report read back.

export const openAnswerPackage = async (api: Api, token: string, workspaceId: string, name: string) => {
  const category = await createCategory(api, token, `${name} category`);
  const assessment: Assessment = await createAssessment(api, token, category.id, `${name} pulse`, [
    { body: 'What would you change?', answer_type: 'text' },
    { body: 'Anything else, anonymously?', answer_type: 'text_anonymous' },
    { body: 'I enjoy my work', answer_type: 'one_to_five' },
  ]);
  const created = await api.call<Package>('POST', '/packages', {
    token,
    json: { name, description: '', workspace_id: workspaceId, languages_tags: ['en_US', 'es_ES'] },
  });
  if (created.status !== 201) throw new Error(`package: ${created.status} ${JSON.stringify(created.body)}`);
  const pkg = created.body;
  await addToPackage(api, token, assessment.id, pkg.id);
  const link = await api.call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, { token, json: { is_forever: true } });
  return { assessment, pkg, linkId: link.body.package_link };
};

/** one respondent's answers through the public API, as the respondent page sends them */
export const answerAs = async (
  api: Api,
  to: { pkg: Package; assessment: Assessment; linkId: string },
  person: { id: string; email: string },
  texts: { text: string; anonymous: string; language?: string },
) => {
  const identified = await api.call<IdentifyResponse>('POST', '/participants/identify', {
    json: { link: to.linkId, participant_id: person.id, email: person.email },
  });
  if (identified.status !== 200) throw new Error(`identify: ${identified.status} ${JSON.stringify(identified.body)}`);
  const [text, anonymous, scale] = to.assessment.questions;
  const answer = await api.call('POST', '/answers', {
    json: {
      token: identified.body.token,
      link: to.linkId,
      participant_id: person.id,
      package_id: to.pkg.id,
      assessment_id: to.assessment.id,
      answers: [
        { question_id: text!.id, answer_type: 'text', answer_body: texts.text },
        { question_id: anonymous!.id, answer_type: 'text_anonymous', answer_body: texts.anonymous },
        { question_id: scale!.id, answer_type: 'one_to_five', answer_value: 4 },
      ],
      collaboration: [],
      ...(texts.language ? { language: texts.language } : {}),
    },
  });
  if (answer.status !== 200) throw new Error(`answers: ${answer.status} ${JSON.stringify(answer.body)}`);
};

/** the status rows of a run once it is done or failed for good (polling 'Info of processing') */
export const settledRun = async (api: Api, token: string, workspaceId: string, runId: string, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = (await api.call<AiStatusRow[]>('GET', `/ai/workspaces/${workspaceId}/status`, { token })).body.filter(
      (row) => row.run_id === runId,
    );
    if (rows.length > 0 && (rows[0]!.status === 'done' || rows[0]!.status === 'failed')) return rows;
    if (Date.now() > until) throw new Error(`run ${runId} did not settle: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** downloads an xlsx answer and reads it back with exceljs */
export const downloadWorkbook = async (url: string, token: string, json: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  expect(
    response.status,
    await response
      .clone()
      .text()
      .catch(() => ''),
  ).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return { workbook, disposition: response.headers.get('content-disposition') ?? '' };
};

/** a sheet's cells, row by row, as text */
export const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))),
  );
  return rows;
};
