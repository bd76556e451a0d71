import { randomInt } from 'node:crypto';
import { ErrorBody, Text } from '@canopy/contracts';
import { newId } from '@canopy/platform/ids';
import { z } from 'zod';
import type { ContentDraft } from '../assessment/content.ts';

export const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
/** an id in a path: refused with a 400 when it holds what PostgreSQL cannot compare (a NUL byte, a lone surrogate) */
export const PathId = () => Text().max(64);
export const IdParams = z.object({ id: PathId() });

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** a short code people can read out: CA- and six letters or digits without the look-alikes (0/O, 1/I) */
export const generateCode = () => `CA-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** the editor's questions, a new question getting an id of its own */
export const draftOf = (body: {
  category_id?: string | null;
  name: ContentDraft['name'];
  description: ContentDraft['description'];
  type: ContentDraft['type'];
  answer_type: ContentDraft['answer_type'];
  is_cloneable: boolean;
  questions: Array<Omit<ContentDraft['questions'][number], 'id'> & { id?: string | undefined }>;
}): ContentDraft => ({
  category_id: body.category_id,
  name: body.name,
  description: body.description,
  type: body.type,
  answer_type: body.answer_type,
  is_cloneable: body.is_cloneable,
  questions: body.questions.map((question) => ({ ...question, id: question.id || newId() })),
});
