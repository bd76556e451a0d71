import type { Assessment, Category } from '@canopy/contracts/survey/api';
import type { apiClient } from './identity.ts';

// Helpers for specs that need assessments in the library: made through the API as the web client makes them.

type Api = ReturnType<typeof apiClient>;

/** a category of the caller's team (POST /categories); throws on anything but 201 */
export const createCategory = async (api: Api, token: string, name: string): Promise<Category> => {
  const answer = await api.call<Category>('POST', '/categories', { token, json: { name } });
  if (answer.status !== 201) throw new Error(`creating category ${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** an assessment in English with its questions numbered in order (POST /assessments); throws on anything but 201 */
export const createAssessment = async (
  api: Api,
  token: string,
  categoryId: string,
  name: string,
  questions: ReadonlyArray<{ body: string; answer_type: string }>,
): Promise<Assessment> => {
  const answer = await api.call<Assessment>('POST', '/assessments', {
    token,
    json: {
      name: { en_US: name },
      category_id: categoryId,
      questions: questions.map((question, index) => ({ index, body: { en_US: question.body }, answer_type: question.answer_type })),
    },
  });
  if (answer.status !== 201) throw new Error(`creating ${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
