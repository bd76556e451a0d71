import { LANGUAGE_TAGS, type LanguageMap } from '@canopy/contracts';
import type { Assessment, Category } from '@canopy/contracts/survey/api';
import { DEFAULT_ASSESSMENTS, LINKED_SURVEY_URL, seedDefaultLibrary } from '@canopy/survey';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/events.ts';
import { createCategory } from '../support/library.ts';
import { withTwoTeams } from '../support/twoTeams.ts';

// The default library as the API serves it: every assessment in the five languages a package can offer, for every
// text a respondent reads (name, description, question bodies, the ten-point scale's ends), with the translations
// no fluent reader has reviewed marked, a linked-survey example, and a database made before the translations
// receiving them at its next start without a new version.

const world = withTwoTeams();
const FIVE = [...LANGUAGE_TAGS];
const NOT_REVIEWED = ['fr_FR', 'he_IL', 'cn_HMN'];

const shelves = async () => {
  const served: Assessment[] = [];
  for (const path of ['/categories/default', '/categories/community']) {
    const answer = await world.api.call<Category[]>('GET', path, { token: world.bea });
    expect(answer.status, path).toBe(200);
    served.push(...answer.body.flatMap((category) => category.assessments));
  }
  return served;
};
const expectFive = (map: LanguageMap | undefined, what: string) => {
  expect(Object.keys(map ?? {}).sort(), what).toEqual([...FIVE].sort());
  for (const tag of FIVE) expect((map?.[tag] ?? '').trim(), `${what} ${tag}`).not.toBe('');
};

describe('the default library in five languages', () => {
  it('serves every default assessment with all five languages in every text, the new ones marked not reviewed', async () => {
    const served = await shelves();
    expect(served.map((assessment) => assessment.id).sort()).toEqual(DEFAULT_ASSESSMENTS.map((assessment) => assessment.id).sort());
    for (const assessment of served) {
      expect(assessment.languages, assessment.id).toEqual(FIVE);
      expect(assessment.unreviewed_languages, assessment.id).toEqual(NOT_REVIEWED);
      expectFive(assessment.name, `${assessment.id} name`);
      expectFive(assessment.description, `${assessment.id} description`);
      for (const question of assessment.questions) {
        expectFive(question.body, `${assessment.id} ${question.id}`);
        if (question.answer_type === 'one_to_ten') {
          expectFive(question.scale_start_label, `${question.id} scale start`);
          expectFive(question.scale_end_label, `${question.id} scale end`);
        }
      }
    }
    // the texts are the library's own, as written: one read back by hand
    const safety = served.find((assessment) => assessment.id === 'canopy-psychological-safety')!;
    expect(safety.name).toMatchObject({ fr_FR: 'Sécurité psychologique', he_IL: 'ביטחון פסיכולוגי' });
    expect(safety.questions[0]!.body.fr_FR).toBe('Je peux soulever des problèmes et des sujets difficiles dans mon équipe.');
    const enps = served.find((assessment) => assessment.id === 'canopy-enps')!;
    expect(enps.questions[0]!.scale_end_label).toMatchObject({ en_US: 'Extremely likely', he_IL: 'סביר מאוד' });
  });

  it('holds a linked survey that opens one outside link, which a team clones with its marks', async () => {
    const linked = (await shelves()).filter((assessment) => assessment.type === 'linked_survey');
    expect(linked.map((assessment) => [assessment.id, assessment.collection, assessment.answer_type])).toEqual([
      ['canopy-big-five-linked', 'community', 'linked_survey'],
    ]);
    expect(linked[0]!.questions).toHaveLength(1);
    expect(new Set(Object.values(linked[0]!.questions[0]!.body))).toEqual(new Set([LINKED_SURVEY_URL]));
    const mine = await createCategory(world.api, world.ada, 'Outside surveys');
    const clone = await world.api.call<Assessment>('POST', '/assessments/canopy-big-five-linked/clone', {
      token: world.ada,
      json: { category_id: mine.id },
    });
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({ type: 'linked_survey', origin: 'custom', languages: FIVE, unreviewed_languages: NOT_REVIEWED });
  });

  it('brings a database seeded before the translations up to five languages at the next start, keeping the version', async () => {
    const id = 'canopy-engagement';
    const before = (await world.api.call<Assessment>('GET', `/assessments/${id}`, { token: world.bea })).body;
    const { log } = world.runtime.deps.platform;
    const stream = await log.readStream(`assessment-${id}`);
    const twoLanguages = (map: LanguageMap) => ({ en_US: map.en_US!, es_ES: map.es_ES! });
    // the library as an older release wrote it: English and Spanish only, nothing marked
    await log.append(
      `assessment-${id}`,
      [
        {
          type: 'AssessmentRevised',
          data: {
            assessment_id: id,
            version: before.version,
            category_id: before.category_id,
            name: twoLanguages(before.name),
            description: twoLanguages(before.description),
            type: before.type,
            answer_type: before.answer_type,
            is_cloneable: true,
            questions: before.questions.map((question) => ({ ...question, body: twoLanguages(question.body) })),
            revised_at: new Date().toISOString(),
          },
        },
      ],
      {
        expectedRevision: stream.revision,
        context: { teamId: null, workspaceId: null, actor: 'system', correlationId: 'older-release', now: new Date() },
      },
    );
    const read = async () => (await world.api.call<Assessment>('GET', `/assessments/${id}`, { token: world.bea })).body;
    await eventually(async () => (await read()).languages.length === 2, 10_000, 'the older text in the read model');
    expect((await read()).unreviewed_languages).toEqual([]);

    await seedDefaultLibrary(world.runtime.deps);
    const after = await read();
    expect(after.languages).toEqual(FIVE);
    expect(after.unreviewed_languages).toEqual(NOT_REVIEWED);
    expect(after.version).toBe(before.version);
    expect(after.questions).toEqual(before.questions);
    // a further start finds the same text and writes nothing
    const revision = (await log.readStream(`assessment-${id}`)).revision;
    await seedDefaultLibrary(world.runtime.deps);
    expect((await log.readStream(`assessment-${id}`)).revision).toBe(revision);
  });
});
