import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import fastify, { LogController } from 'fastify';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Logger } from 'pino';
import { AppVersion, ErrorBody, Liveness, Readiness } from '@canopy/contracts';
import { registerCompression } from './compression.ts';
import { registerConsistency, type ConsistencyOptions } from './consistency.ts';
import { drainBody } from './oversizedBody.ts';
import { NOT_FOUND_DETAIL, toErrorAnswer, WEB_NOT_BUILT_DETAIL } from './errors.ts';
import { evaluateReadiness } from './health.ts';
import type { ReadyReport } from './health.ts';
import { createMetrics } from './metrics.ts';
import { genReqId, REQUEST_ID_HEADER } from './requestId.ts';
import { findUnstorableText, unstorableTextDetail } from './unstorableText.ts';

/** The gateway's fastify instance: zod-typed routes, a pino logger. */
export type GatewayInstance = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/**
 * A service's routes, registered under `/api/v1` in the order given, all inside one shared scope:
 * a plugin wrapped with fastify-plugin (e.g. authentication decorators) is seen by the plugins after it.
 * Write them with `FastifyPluginAsyncZod` from fastify-type-provider-zod or plain `FastifyPluginAsync`.
 */
export type ApiPlugin = FastifyPluginAsync | FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;

export type GatewayOptions = {
  /** a pino logger to use, `true` for JSON logs at info level on stdout, `false`/absent for none */
  logger?: Logger | FastifyBaseLogger | boolean;
  /** the running build's version, answered by GET /api/v1/version and put in the OpenAPI document */
  version: string;
  /** database and projection health, asked by /health/ready and at each /metrics scrape */
  ready: () => Promise<ReadyReport>;
  /** largest projection lag (events) /health/ready still accepts; default 1000 */
  maxReadyLag?: number;
  apiPlugins: ApiPlugin[];
  /** plugins for paths outside /api/v1, registered before the SPA fallback */
  pagePlugins?: ApiPlugin[];
  /** folder of the built web app (its index.html); when absent, non-API GETs answer 503 */
  webDist?: string;
  /** per-IP limit over a window; default 600 per minute; false turns limiting off. Health and metrics are exempt. */
  rateLimit?: { max: number; timeWindow: string | number } | false;
  /** fastify `trustProxy`, so the client IP (rate limits, logs) is read from X-Forwarded-For behind a proxy; default false */
  trustProxy?: boolean | string | string[];
  /** session consistency (ADR 0099): commands' answers name what they wrote, reads wait for it; off when absent */
  consistency?: ConsistencyOptions;
};

export const DEFAULT_MAX_READY_LAG = 1000;
export const DEFAULT_RATE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

/** `/api/...` belongs to the API; `/health/...` and `/metrics` to operations: none of them fall back to the SPA. */
const isServerPath = (url: string): boolean => /^\/(api|health|metrics)(\/|\?|$)/.test(url);
const isAssetPath = (url: string): boolean => url.startsWith('/assets/');
/** the respondent flow's addresses: they get the respondent page, which loads none of the dashboard (ADR 0038) */
const isRespondentPath = (url: string): boolean => /^\/(assessment|collaborator)-responding\//.test(url);
const RESPONDENT_PAGE = 'respond.html';

/** Content Security Policy for the built SPA and Swagger UI: own scripts only, inline styles (Mantine), data:/blob: images. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

/**
 * One line per request at info, when it is answered: its `requestId`, method, route (the pattern, so lines of
 * one endpoint group together), status and time. The line fastify writes on arrival goes to debug. Liveness,
 * readiness and metrics probes are not logged per request.
 */
class GatewayLogController extends LogController {
  constructor() {
    super({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: (request) => request.url.startsWith('/health/') || request.url === '/metrics',
    });
  }

  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

const loggerOptions = (logger: GatewayOptions['logger']) => {
  if (logger === undefined || logger === false) return { logger: false };
  if (logger === true) return { logger: { level: 'info' } };
  return { loggerInstance: logger as FastifyBaseLogger };
};

/**
 * Requests node's HTTP parser refuses (a malformed or contradictory Content-Length, a broken request line,
 * headers too large, a body that never arrives) never reach fastify's routing: answered here with
 * `{ detail }` like every other error, then the connection is closed (its framing cannot be trusted).
 */
export const clientErrorAnswer = (error: NodeJS.ErrnoException): { status: number; detail: string } => {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: 'The request did not arrive in time' };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: 'The request headers are too large' };
  return { status: 400, detail: 'The request is not valid HTTP (for example a malformed or duplicated Content-Length header)' };
};

const answerClientError = (error: NodeJS.ErrnoException, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, detail } = clientErrorAnswer(error);
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 408 ? 'Request Timeout' : 'Request Header Fields Too Large'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
};

const webAppBuilt = (webDist: string | undefined): webDist is string => {
  if (!webDist) return false;
  try {
    return statSync(webDist).isDirectory() && existsSync(path.join(webDist, 'index.html'));
  } catch {
    return false;
  }
};

/**
 * Builds the HTTP gateway: every service's routes under /api/v1, OpenAPI at /api/docs, health at /health/*,
 * Prometheus metrics at /metrics and the built web app at every other path. Errors are always `{ detail }`
 * (see errors.ts). The instance is ready: call `listen()` or `inject()`.
 */
export const buildGateway = async (options: GatewayOptions): Promise<GatewayInstance> => {
  const maxReadyLag = options.maxReadyLag ?? DEFAULT_MAX_READY_LAG;
  const app = fastify({
    ...loggerOptions(options.logger),
    genReqId,
    requestIdHeader: false,
    logController: new GatewayLogController(),
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler: answerClientError,
    // Errors fastify raises before routing (e.g. a malformed URL) bypass the error handler.
    frameworkErrors: (error, request, reply) => {
      const answer = toErrorAnswer(error);
      request.log[answer.level]({ err: error }, 'request rejected before routing');
      void (reply as unknown as FastifyReply).header(REQUEST_ID_HEADER, request.id).code(answer.status).send({ detail: answer.detail });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API reads JSON and, where it asks for a form, multipart/form-data: a text/plain body is refused with
  // 415 naming the media type, instead of reaching a schema that then says it expected an object.
  app.removeContentTypeParser('text/plain');

  app.addHook('preValidation', async (request) => {
    const where =
      findUnstorableText(request.params, 'params') ??
      findUnstorableText(request.query, 'querystring') ??
      findUnstorableText(request.body, 'body');
    if (where) throw Object.assign(new Error(unstorableTextDetail(where)), { statusCode: 400 });
  });

  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  if (options.consistency) registerConsistency(app, options.consistency);

  // Once close() starts, answers to requests still in flight end their keep-alive connection, so the
  // server can finish closing as soon as they are sent instead of waiting for clients to hang up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });

  const metrics = createMetrics();
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const answer = toErrorAnswer(error);
    if (answer.level === 'error') request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: { type: error.name, message: error.message }, statusCode: answer.status }, 'request refused');
    // a body past the limit: its sender is still writing; answering now and closing makes it see a reset, not the 413
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      if (await drainBody(request.raw)) reply.removeHeader('connection');
      else void reply.header('connection', 'close');
    }
    return reply.code(answer.status).send({ detail: answer.detail });
  });

  await app.register(fastifyHelmet, { contentSecurityPolicy });
  await registerCompression(app);

  if (options.rateLimit !== false) {
    const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
    await app.register(fastifyRateLimit, {
      global: true,
      // The web app's own files are not the API: a page load fetches a dozen route chunks, which must not
      // spend the address's budget for API calls (a consultant moving between pages would soon get 429s).
      allowList: (request) => (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url),
      max: limit.max,
      timeWindow: limit.timeWindow,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many requests; try again in ${context.after}.`), { statusCode: context.statusCode }),
    });
  }

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Canopy API', version: options.version },
      // operations a signed-in consultant calls carry `security: [{ bearer: [] }]` (the auth plugin marks them)
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  /** the `ready()` report, or the error it failed with (logged with `message`) */
  const readyReport = (request: FastifyRequest, message: string): Promise<ReadyReport | Error> =>
    options.ready().catch((error: unknown) => {
      request.log.error({ err: error }, message);
      return error instanceof Error ? error : new Error(String(error));
    });

  app.get('/health/live', { config: { rateLimit: false }, schema: { tags: ['operations'], response: { 200: Liveness } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/health/ready',
    { config: { rateLimit: false }, schema: { tags: ['operations'], response: { 200: Readiness, 503: Readiness } } },
    async (request, reply) => {
      const { ready, body } = evaluateReadiness(await readyReport(request, 'readiness check failed'), maxReadyLag);
      return reply.code(ready ? 200 : 503).send(body);
    },
  );

  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    metrics.refresh(await readyReport(request, 'readiness check failed during a metrics scrape'));
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      typed.get('/version', { schema: { tags: ['platform'], response: { 200: AppVersion, '5xx': ErrorBody } } }, async () => ({
        version: options.version,
      }));
      for (const plugin of options.apiPlugins) await api.register(plugin as FastifyPluginAsync);
    },
    { prefix: '/api/v1' },
  );

  for (const plugin of options.pagePlugins ?? []) await app.register(plugin as FastifyPluginAsync);

  const webDist = options.webDist === undefined ? undefined : path.resolve(options.webDist);
  const built = webAppBuilt(webDist);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      // the .br and .gz files built beside each one (web/scripts/precompress.ts), chosen by Accept-Encoding
      preCompressed: true,
      cacheControl: false,
      // Vite names files under /assets by content hash: cache them for a year. Everything else is revalidated.
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webDist, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendNotFound = (reply: FastifyReply) => reply.code(404).send({ detail: NOT_FOUND_DETAIL });
  const notFoundHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    // SPA fallback: a GET for a client-side route gets index.html. A missing hashed asset stays a 404,
    // so a stale bundle reference never receives HTML with a long cache lifetime.
    if ((request.method === 'GET' || request.method === 'HEAD') && !isServerPath(url) && !isAssetPath(url)) {
      if (!built) return reply.code(503).send({ detail: WEB_NOT_BUILT_DETAIL });
      const page = isRespondentPath(url) && existsSync(path.join(webDist, RESPONDENT_PAGE)) ? RESPONDENT_PAGE : 'index.html';
      return reply.code(200).header('cache-control', 'no-cache').sendFile(page);
    }
    return sendNotFound(reply);
  };
  if (options.rateLimit !== false) {
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, notFoundHandler);
  } else {
    app.setNotFoundHandler(notFoundHandler);
  }

  await app.ready();
  return app;
};
