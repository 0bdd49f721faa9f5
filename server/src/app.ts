import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import { webDistExists, type ServerConfig } from './config.js';
import type { CatalogueSource } from './catalogue-source.js';
import type { SourceRoutes } from './http/source-routes.js';
import { registerMemberGuard } from './auth/require-member.js';
import { createFirebaseTokenVerifier } from './auth/firebase-token-verifier.js';
import { createCachedVerifier, type TokenVerifier } from './auth/token-verifier.js';
import { answerClientErrors } from './http/client-error-answer.js';
import { clientKey } from './http/client-key.js';
import { createDrain } from './http/drain.js';
import { httpServerFactory } from './http/http-server.js';
import { createRateLimiter } from './http/rate-limiter.js';
import { RetryLater } from './http/retry-later.js';
import { DebugRequestLog, loggerOptions, type LogDestination } from './http/request-log.js';
import {
  registerSecurityHeaders,
  securityHeaders,
  securityHeaderValues,
} from './http/security-headers.js';
import {
  internalErrorBody,
  invalidApiKey,
  invalidPage,
  invalidParameters,
  notFound,
  TmdbHttpError,
  tooManyRequests,
} from './http/tmdb-errors.js';
import type { LibraryStore } from './library/store/library-store.js';
import { registerOpenApiDocument } from './http/openapi-document.js';
import { registerLibraryRoutes } from './library/library-routes.js';
import { sharedListShellPage } from './library/sharing/shared-list-page-head.js';
import { registerSharedRoutes } from './library/shared-routes.js';
import { createAppMetrics, type AppMetrics } from './metrics/app-metrics.js';
import { registerMetricsEndpoint } from './metrics/metrics-endpoint.js';
import { registerRequestMetrics } from './metrics/request-metrics.js';
import { embeddedRoutes } from './routes/embedded-routes.js';
import { embeddedShowGuide } from './title-catalogue/embedded-show-guide.js';
import { embeddedTitleCatalogue } from './title-catalogue/embedded-title-catalogue.js';
import type { ShowGuide } from './title-catalogue/show-guide.js';
import type { TitleCatalogue } from './title-catalogue/title-catalogue.js';
import { upstreamShowGuide } from './title-catalogue/upstream-show-guide.js';
import { upstreamTitleCatalogue } from './title-catalogue/upstream-title-catalogue.js';
import { registerWebAppRoutes } from './web-render/web-app-routes.js';
import { upstreamRoutes } from './upstream/upstream-source-routes.js';

export interface AppOptions {
  /** Where /3 and /t/p answers come from. */
  source: CatalogueSource;
  config: ServerConfig;
  /** The clock trending and the show calendar follow; defaults to the real one. */
  now?: () => Date;
  /** Where log lines go, at config.logLevel; defaults to standard output. */
  logStream?: LogDestination;
  /** Checks ID tokens when config.auth.required; defaults to firebase-admin for config.auth's project. */
  verifier?: TokenVerifier;
  /** Bound of the in-memory cache of catalogue answers (bodies and their compressed forms). */
  answerCacheBytes?: number;
  /** Members' libraries; without it the library's paths do not exist. */
  library?: LibraryStore;
  /** Waits out DRAIN_NOTICE_MS when the app closes; defaults to a timer, tests pass a wait they end. */
  waitOutNotice?: (ms: number) => Promise<void>;
  /**
   * Where the app counts when config.metrics is set. main.ts opens the source and the library with
   * the same metrics, so TMDB's calls and the library's queries count too; without it the app makes
   * its own, which sees the requests and the answer caches only.
   */
  metrics?: AppMetrics;
}

/** What each catalogue source gives: its routes, and what the library asks of it. */
interface SourceParts {
  routes: SourceRoutes;
  titles: TitleCatalogue;
  shows: ShowGuide;
}

// Only the library takes request bodies, small JSON objects; anything bigger is refused before it is read.
export const BODY_LIMIT_BYTES = 16 * 1024;

// Enough for every trending page and thousands of details and searches, well inside the memory budget.
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

// Repeated keys (?page=1&page=2) keep the first value, so every query parameter is a plain string.
function parseQuerystring(text: string): Record<string, string> {
  const query: Record<string, string> = {};
  if (text === '') return query;
  for (const [key, value] of new URLSearchParams(text)) {
    if (!Object.hasOwn(query, key)) query[key] = value;
  }
  return query;
}

function isPageProblem(error: FastifyError): boolean {
  return (error.validation ?? []).some(
    (issue) =>
      issue.instancePath === '/page' ||
      (issue.params as { missingProperty?: string }).missingProperty === 'page',
  );
}

/** Builds the whole server (API, images, web app) without listening, so tests can inject requests. */
export async function createApp({
  source,
  config,
  now = () => new Date(),
  logStream,
  verifier,
  answerCacheBytes = ANSWER_CACHE_BYTES,
  library,
  waitOutNotice,
  metrics: givenMetrics,
}: AppOptions): Promise<FastifyInstance> {
  // Off unless METRICS_TOKEN is set: then every part below counts into one registry of this app's.
  const metrics = config.metrics === undefined ? undefined : (givenMetrics ?? createAppMetrics());
  // The one place the two sources part: each gives its routes and what the library asks of it.
  const { routes, titles, shows }: SourceParts =
    source.kind === 'embedded'
      ? {
          routes: embeddedRoutes(source.catalogue, {
            config,
            now,
            answerCacheBytes,
            answerObserver: metrics?.catalogueAnswers,
          }),
          titles: embeddedTitleCatalogue(source.catalogue, now),
          // The routes' clock, so the guide's day is the day /3/tv/{id} answers for.
          shows: embeddedShowGuide(source.catalogue, now),
        }
      : {
          routes: upstreamRoutes(source.upstream, config),
          titles: upstreamTitleCatalogue(source.upstream),
          shows: upstreamShowGuide(source.upstream),
        };
  const { security } = config;
  const headerOptions = {
    identityOrigins: security.identityOrigins,
    imageOrigins: routes.imageOrigins,
  };
  const setSecurityHeaders = securityHeaders(headerOptions);
  const drain = createDrain(config.drain, waitOutNotice);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new DebugRequestLog(),
    routerOptions: {
      querystringParser: parseQuerystring,
      ignoreTrailingSlash: true,
      maxParamLength: 300,
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // A JSON body's values are checked as sent: "7" is not a number, nor true an id. Query and path
    // values are strings, which their schemas declare as such.
    ajv: { customOptions: { coerceTypes: false } },
    trustProxy: security.trustProxy,
    // Time-outs and connection caps: a slow or greedy client gets a bounded share (http/http-server.ts).
    serverFactory: httpServerFactory(security, (server) => drain.watch(server)),
    // Liveness and the rest stay answered while the server drains (http/drain.ts).
    return503OnClosing: false,
    // Node's own answers (unparsable request, headers too large or too slow) look like every other error.
    clientErrorHandler: answerClientErrors(securityHeaderValues(headerOptions)),
    // A URL the router cannot decode (%zz, overlong UTF-8) or an over-long segment never reaches a route; it still gets TMDB's shape.
    // These answers skip the hooks, so the security headers are set here too.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode ?? 400;
      setSecurityHeaders(request, reply as FastifyReply);
      return (reply as FastifyReply).code(status).send(invalidParameters(status).toBody());
    },
  });
  const apiPrefix = `${config.basePath}3`;
  if (metrics !== undefined) registerRequestMetrics(app, metrics);

  // Liveness: 200 while the process can answer. Readiness: 503 from the moment it starts to drain.
  const healthPath = `${config.basePath}healthz`;
  const readinessPath = `${config.basePath}readyz`;
  if (security.rateLimitPerSecond > 0) {
    const limiter = createRateLimiter({
      perSecond: security.rateLimitPerSecond,
      burst: security.rateLimitBurst,
      now: () => now().getTime(),
    });
    // A callback hook: it runs on every request, and an async one costs a promise each.
    app.addHook('onRequest', (request, reply, done) => {
      const probe = request.url === healthPath || request.url === readinessPath;
      const decision = probe ? undefined : limiter.take(clientKey(request.ip));
      if (decision === undefined || decision.allowed) return done();
      reply.header('retry-after', String(decision.retryAfterSeconds));
      done(tooManyRequests(security.rateLimitPerSecond));
    });
  }
  registerSecurityHeaders(app, setSecurityHeaders);
  await registerOpenApiDocument(app, config.basePath);

  // A library belongs to somebody: its paths check tokens even when the catalogue is open to all.
  let memberVerifier = verifier;
  if ((config.auth.required || library !== undefined) && memberVerifier === undefined) {
    const firebase = createFirebaseTokenVerifier({
      projectId: config.auth.projectId,
      warn: (message) => app.log.warn(message),
    });
    app.addHook('onClose', () => firebase.close());
    memberVerifier = createCachedVerifier(firebase);
  }

  // The one place errors become responses: TMDB's body for anything a client did, "Internal error" otherwise.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RetryLater) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof TmdbHttpError) return reply.code(error.statusCode).send(error.toBody());
    if (error.validation !== undefined) {
      if (error.validationContext === 'params') return reply.code(404).send(notFound().toBody());
      if (isPageProblem(error)) return reply.code(400).send(invalidPage().toBody());
      return reply.code(422).send(invalidParameters().toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(status === 404 ? notFound().toBody() : invalidParameters(status).toBody());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(internalErrorBody());
  });

  await app.register(
    async (api) => {
      if (config.apiKey !== undefined) {
        const expected = config.apiKey;
        api.addHook('onRequest', async (request) => {
          const query = request.query as Record<string, string | undefined>;
          const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
          if (query.api_key !== expected && bearer !== expected) throw invalidApiKey();
        });
      }
      // A shared list and a calendar feed are for anybody with their link: beside the member
      // guard's scope, not in it.
      if (library !== undefined)
        await api.register(async (shared) =>
          registerSharedRoutes(shared, { store: library, shows, now }),
        );
      await api.register(async (guarded) => {
        if (config.auth.required && memberVerifier !== undefined)
          registerMemberGuard(guarded, memberVerifier, apiPrefix);
        // Siblings, so the catalogue's hooks (the answer cache) never touch the library's answers.
        if (library !== undefined && memberVerifier !== undefined) {
          const options = {
            store: library,
            titles,
            shows,
            now,
            verifier: memberVerifier,
            answerObserver: metrics?.memberAnswers,
          };
          await guarded.register(async (scope) => registerLibraryRoutes(scope, options));
        }
        await guarded.register(async (catalogue) => routes.registerApi(catalogue));
      });
    },
    { prefix: apiPrefix },
  );
  await app.register(async (images) => routes.registerImages(images), {
    prefix: config.basePath.slice(0, -1),
  });

  app.get(healthPath, async () => ({ status: 'ok' }));
  drain.register(app, readinessPath);
  if (metrics !== undefined && config.metrics !== undefined)
    registerMetricsEndpoint(app, metrics, {
      path: `${config.basePath}metrics`,
      token: config.metrics.token,
    });
  const webApp = await registerWebAppRoutes(app, {
    config,
    built: webDistExists(config),
    securityHeaderOptions: headerOptions,
    sharedListPage:
      library &&
      ((shareId: string, log: FastifyBaseLogger) => sharedListShellPage(library, shareId, log)),
    verifier: memberVerifier,
  });

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const isApi =
      urlPath === apiPrefix ||
      urlPath.startsWith(`${apiPrefix}/`) ||
      urlPath.startsWith(`${config.basePath}t/p/`);
    if (!isApi && webApp.isNavigation(request)) return webApp.servePage(request, reply);
    return reply.code(404).send(notFound().toBody());
  });

  return app;
}
