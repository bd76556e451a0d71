import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { DomainError } from '@canopy/platform/commands/decider';
import { WrongExpectedRevisionError } from '@canopy/platform/eventStore/eventStore';

/** Answer to anything unexpected; the cause is logged, never sent (spec: generic try-later text). */
export const GENERIC_ERROR_DETAIL = 'Some error occurred, try again later or contact with administrator';
/** Answer to an optimistic-concurrency clash (WrongExpectedRevisionError). */
export const CONFLICT_DETAIL = 'The record was changed by someone else; reload and try again.';
export const NOT_FOUND_DETAIL = 'Not Found';
export const WEB_NOT_BUILT_DETAIL = 'The web app is not built; run npm run build';
export const UNSUPPORTED_MEDIA_TYPE_DETAIL =
  'Unsupported media type: send application/json, or multipart/form-data where a form is asked for';

/** fastify's own wording, where it does not tell a client what to do */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE_DETAIL,
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length header',
};

/** How the error handler answers one error: status, `{ detail }` text, and at which level to log it. */
export type ErrorAnswer = { status: number; detail: string; level: 'info' | 'error' };

const MAX_VALIDATION_ISSUES = 10;

/**
 * Validation failures read `<part>/<path>: <message>`, the part being fastify's validation context
 * (`body`, `querystring`, `params`, `headers`) and the path the JSON pointer of the field without its
 * leading slash: `body/email: Invalid email address`, `body/members/2/name: Too small: ...`,
 * `querystring/limit: Invalid input: expected number, received NaN`. An issue about the whole part
 * (e.g. a missing body) reads `body: Invalid input: expected object, received undefined`.
 * Several issues are joined with `; ` (at most 10 are listed).
 */
export const formatValidationDetail = (
  context: string | undefined,
  issues: readonly Pick<FastifySchemaValidationError, 'instancePath' | 'message'>[],
): string => {
  const part = context ?? 'request';
  const lines = issues.slice(0, MAX_VALIDATION_ISSUES).map((issue) => {
    const pointer = issue.instancePath.replace(/^\/+|\/+$/g, '');
    const where = pointer.length > 0 ? `${part}/${pointer}` : part;
    return `${where}: ${issue.message ?? 'Invalid value'}`;
  });
  if (issues.length > MAX_VALIDATION_ISSUES) lines.push(`and ${issues.length - MAX_VALIDATION_ISSUES} more`);
  return lines.length > 0 ? lines.join('; ') : `${part}: Invalid value`;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isDomainError = (error: unknown): error is DomainError =>
  error instanceof DomainError ||
  (error instanceof Error &&
    ['DomainError', 'StreamBusyError'].includes(error.name) &&
    typeof (error as { status?: unknown }).status === 'number');

/** a command shed because its stream is busy is load, not a fault: it is not logged as an error */
const isShedLoad = (error: DomainError) => error.name === 'StreamBusyError';

const isWrongExpectedRevision = (error: unknown): boolean =>
  error instanceof WrongExpectedRevisionError || (error instanceof Error && error.name === 'WrongExpectedRevisionError');

/**
 * Maps any thrown value to the answer the API gives:
 * - request validation failure (zod, via fastify) -> 400, field-naming detail (see formatValidationDetail);
 * - DomainError -> its status and message (a StreamBusyError: 503, logged as load rather than as a fault);
 * - WrongExpectedRevisionError -> 409, CONFLICT_DETAIL;
 * - an error carrying a 4xx `statusCode` (fastify's own FST_* errors: bad JSON, body too large, unsupported media
 *   type, a body not matching its Content-Length; its plugins'; rate limiting's 429) -> that status and its
 *   message (reworded where fastify's does not say what to do), or the status's name when it has none;
 * - anything else, 5xx included -> 500, GENERIC_ERROR_DETAIL, logged at error level.
 */
export const toErrorAnswer = (error: unknown): ErrorAnswer => {
  if (isObject(error) && Array.isArray(error.validation)) {
    const validation = error.validation as FastifySchemaValidationError[];
    const context = typeof error.validationContext === 'string' ? error.validationContext : undefined;
    return { status: 400, detail: formatValidationDetail(context, validation), level: 'info' };
  }
  if (isDomainError(error)) {
    const status = Number.isInteger(error.status) && error.status >= 400 && error.status <= 599 ? error.status : 400;
    return { status, detail: error.message, level: status >= 500 && !isShedLoad(error) ? 'error' : 'info' };
  }
  if (isWrongExpectedRevision(error)) return { status: 409, detail: CONFLICT_DETAIL, level: 'info' };
  if (isObject(error)) {
    const status = (error as Partial<FastifyError>).statusCode;
    const message = (error as Partial<FastifyError>).message;
    const code = (error as Partial<FastifyError>).code;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const detail = (typeof code === 'string' ? FRAMEWORK_DETAILS[code] : undefined) ?? (message || STATUS_CODES[status] || 'Bad request');
      return { status, detail, level: 'info' };
    }
  }
  return { status: 500, detail: GENERIC_ERROR_DETAIL, level: 'error' };
};
