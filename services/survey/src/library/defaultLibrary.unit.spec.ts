import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENTS, DEFAULT_CATEGORIES } from './defaultLibrary.ts';

// The default library is data every database receives as events: fixed ids and codes, complete translations.

describe('the default library', () => {
  it('has unique ids and codes, and every assessment sits in one of its categories', () => {
    const ids = [...DEFAULT_CATEGORIES.map((category) => category.id), ...DEFAULT_ASSESSMENTS.map((assessment) => assessment.id)];
    expect(new Set(ids).size).toBe(ids.length);
    const codes = DEFAULT_ASSESSMENTS.map((assessment) => assessment.code);
    expect(new Set(codes).size).toBe(codes.length);
    const categories = new Set(DEFAULT_CATEGORIES.map((category) => category.id));
    for (const assessment of DEFAULT_ASSESSMENTS) expect(categories.has(assessment.category_id), assessment.id).toBe(true);
  });

  it('speaks English and Spanish in every name, description and question', () => {
    for (const assessment of DEFAULT_ASSESSMENTS) {
      for (const map of [assessment.name, assessment.description]) expect(Object.keys(map), assessment.id).toEqual(['en_US', 'es_ES']);
      for (const question of assessment.questions) {
        expect(question.en.trim(), assessment.id).not.toBe('');
        expect(question.es.trim(), assessment.id).not.toBe('');
        expect(question.es, assessment.id).not.toBe(question.en);
      }
    }
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
