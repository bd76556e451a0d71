import { describe, expect, it } from 'vitest';
import { checkContent } from '../assessment/content.ts';
import { DEFAULT_ASSESSMENTS, DEFAULT_CATEGORIES, LINKED_SURVEY_URL, languageMapOf } from './defaultLibrary.ts';
import { draftOf } from './seedDefaultLibrary.ts';

// The default library is data every database receives as events: fixed ids and codes, five languages everywhere.

describe('the default library', () => {
  it('has unique ids and codes, and every assessment sits in one of its categories', () => {
    const ids = [...DEFAULT_CATEGORIES.map((category) => category.id), ...DEFAULT_ASSESSMENTS.map((assessment) => assessment.id)];
    expect(new Set(ids).size).toBe(ids.length);
    const codes = DEFAULT_ASSESSMENTS.map((assessment) => assessment.code);
    expect(new Set(codes).size).toBe(codes.length);
    const categories = new Set(DEFAULT_CATEGORIES.map((category) => category.id));
    for (const assessment of DEFAULT_ASSESSMENTS) expect(categories.has(assessment.category_id), assessment.id).toBe(true);
  });

  it('speaks all five languages in every name, description, question and scale label, each its own text but a link', () => {
    for (const assessment of DEFAULT_ASSESSMENTS) {
      const texts = [
        assessment.name,
        assessment.description,
        ...assessment.questions.flatMap((question) => [
          question.body,
          ...(question.scale ? [question.scale.start, question.scale.end] : []),
        ]),
      ];
      for (const five of texts) {
        const map = languageMapOf(five);
        expect(Object.keys(map), assessment.id).toEqual(['en_US', 'es_ES', 'fr_FR', 'he_IL', 'cn_HMN']);
        for (const text of Object.values(map)) expect(text?.trim(), assessment.id).not.toBe('');
      }
      for (const question of assessment.questions) {
        const { en, es, fr, he, hmn } = question.body;
        if (question.answer_type === 'linked_survey') expect(new Set([en, es, fr, he, hmn]).size).toBe(1);
        else expect(new Set([en, es, fr, he, hmn]).size, en).toBe(5);
      }
      // Hebrew is written in Hebrew letters; Hmong in its Latin alphabet without the other languages' accents
      expect(assessment.name.he, assessment.id).toMatch(/[\u0590-\u05FF]/);
      expect(`${assessment.name.hmn} ${assessment.description.hmn}`, assessment.id).not.toMatch(/[À-ÿ’]/);
    }
  });

  it('marks the French, Hebrew and Hmong texts of every assessment as not reviewed by a fluent reader', () => {
    for (const assessment of DEFAULT_ASSESSMENTS)
      expect(assessment.unreviewed_languages, assessment.id).toEqual(['fr_FR', 'he_IL', 'cn_HMN']);
  });

  it('is accepted whole by the rules every saved assessment meets, marks included', () => {
    for (const assessment of DEFAULT_ASSESSMENTS) {
      const content = checkContent(draftOf(assessment), true);
      expect(content.questions.length, assessment.id).toBe(assessment.questions.length);
      expect(content.unreviewed_languages, assessment.id).toEqual(['fr_FR', 'he_IL', 'cn_HMN']);
      for (const question of content.questions.filter((one) => one.answer_type === 'one_to_ten'))
        expect(Object.keys(question.scale_end_label ?? {}).length, assessment.id).toBe(5);
    }
  });

  it('holds a linked survey that opens one outside link', () => {
    const linked = DEFAULT_ASSESSMENTS.filter((assessment) => assessment.type === 'linked_survey');
    expect(linked.map((assessment) => assessment.id)).toEqual(['canopy-big-five-linked']);
    const content = checkContent(draftOf(linked[0]!), true);
    expect(content.type).toBe('linked_survey');
    expect(content.questions).toHaveLength(1);
    expect(content.questions[0]!.answer_type).toBe('linked_survey');
    expect(content.questions[0]!.body.he_IL).toBe(LINKED_SURVEY_URL);
  });

  it('holds at least six Canopy assessments, a collaboration network and a net score, and a community shelf', () => {
    const canopy = DEFAULT_ASSESSMENTS.filter((assessment) => assessment.collection === 'canopy');
    expect(canopy.length).toBeGreaterThanOrEqual(6);
    const types = new Set(DEFAULT_ASSESSMENTS.flatMap((assessment) => assessment.questions.map((question) => question.answer_type)));
    for (const type of [
      'select_collaborations',
      'select_manager_collaborations',
      'select_friendly_collaborations',
      'one_to_ten',
      'one_to_five_reversed',
      'text_anonymous',
    ]) {
      expect(types.has(type as never), type).toBe(true);
    }
    expect(DEFAULT_ASSESSMENTS.filter((assessment) => assessment.collection === 'community').length).toBeGreaterThanOrEqual(2);
  });
});
