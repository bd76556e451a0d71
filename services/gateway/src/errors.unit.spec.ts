import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_DETAIL, toErrorAnswer, UNSUPPORTED_MEDIA_TYPE_DETAIL } from './errors.ts';

const fastifyError = (code: string, statusCode: number, message: string) => Object.assign(new Error(message), { code, statusCode });

describe('toErrorAnswer for fastify and plugin errors', () => {
  it('keeps the status of every 4xx FST_* error and answers a detail', () => {
    expect(toErrorAnswer(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'Unsupported Media Type'))).toEqual({
      status: 415,
      detail: UNSUPPORTED_MEDIA_TYPE_DETAIL,
      level: 'info',
    });
    expect(toErrorAnswer(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Request body is too large'))).toMatchObject({
      status: 413,
      detail: 'The request body is too large',
    });
    expect(
      toErrorAnswer(fastifyError('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, 'Request body size did not match Content-Length')),
    ).toMatchObject({
      status: 400,
      detail: 'The request body does not match its Content-Length header',
    });
    const badJson = "Body is not valid JSON but content-type is set to 'application/json'";
    expect(toErrorAnswer(fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400, badJson))).toMatchObject({ status: 400, detail: badJson });
  });

  it("answers the status's name when a 4xx error carries no message", () => {
    expect(toErrorAnswer(fastifyError('FST_SOMETHING', 406, ''))).toMatchObject({ status: 406, detail: 'Not Acceptable' });
  });

  it('never passes a 5xx message on', () => {
    expect(toErrorAnswer(fastifyError('FST_ERR_CTP_INVALID_PARSE_TYPE', 500, 'internal wording'))).toEqual({
      status: 500,
      detail: GENERIC_ERROR_DETAIL,
      level: 'error',
    });
  });
});
