import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import express, { Router } from "express";
import { AclService } from "./modules/acl/acl.service.js";
import { activityLogSubscriber } from "./modules/activity-logs/activity-log.subscriber.js";
import { activityLogsRoutes } from "./modules/activity-logs/activity-logs.routes.js";
import { ActivityLogsService } from "./modules/activity-logs/activity-logs.service.js";
import { embeddingRoutes } from "./modules/embedding/embedding.routes.js";
import { EmbeddingService } from "./modules/embedding/embedding.service.js";
import type { AnyExportSource } from "./modules/exports/export-source.js";
import { exportsRoutes } from "./modules/exports/exports.routes.js";
import { EXPORTS_BUILD, EXPORTS_EXPIRE, ExportsService } from "./modules/exports/exports.service.js";
import { assetsExport } from "./modules/inventory/assets/assets.export.js";
import { assetJobHandlers } from "./modules/inventory/assets/assets.jobs.js";
import { assetsRoutes } from "./modules/inventory/assets/assets.routes.js";
import { AssetsService } from "./modules/inventory/assets/assets.service.js";
import { inventoryFiguresRoutes } from "./modules/inventory/figures/figures.routes.js";
import { InventoryFiguresService } from "./modules/inventory/figures/figures.service.js";
import { DirectorySyncService } from "./modules/inventory/people/directory-sync.service.js";
import { peopleExport } from "./modules/inventory/people/people.export.js";
import { peopleRoutes } from "./modules/inventory/people/people.routes.js";
import { PeopleService } from "./modules/inventory/people/people.service.js";
import { COURSE_EMAIL, type CourseEmailJob, sendCourseEmail } from "./modules/learning/courses/course-mail.js";
import { COURSE_REMINDERS, runCourseReminders } from "./modules/learning/courses/course-reminders.js";
import { coursesRoutes, playerRoutes } from "./modules/learning/courses/courses.routes.js";
import { CoursesService } from "./modules/learning/courses/courses.service.js";
import { courseLearnersExport } from "./modules/learning/courses/learners.export.js";
import { LearnersService } from "./modules/learning/courses/learners.service.js";
import { PlayerService } from "./modules/learning/courses/player.service.js";
import { learningRoutes } from "./modules/learning/learning.routes.js";
import { LessonsService } from "./modules/learning/lessons.service.js";
import { LibraryService } from "./modules/learning/library.service.js";
import { nanoCampaignsRoutes } from "./modules/learning/nano-campaigns/nano-campaigns.routes.js";
import { NanoCampaignsService } from "./modules/learning/nano-campaigns/nano-campaigns.service.js";
import { NANO_SEND, NANO_TRACKING, NanoSender, nanoTracking } from "./modules/learning/nano-campaigns/nano-delivery.js";
import { NanoLearnerService } from "./modules/learning/nano-campaigns/nano-learner.js";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.js";
import { NotificationsService } from "./modules/notifications/notifications.service.js";
import { notificationsSubscriber } from "./modules/notifications/notifications.subscriber.js";
import { organizationsRoutes } from "./modules/organizations/organizations.routes.js";
import { OrganizationsService } from "./modules/organizations/organizations.service.js";
import { extensionRoutes } from "./modules/phishing/extension/extension.routes.js";
import { ExtensionService } from "./modules/phishing/extension/extension.service.js";
import { PhishingLibraryService } from "./modules/phishing/library.service.js";
import { phishingRoutes } from "./modules/phishing/phishing.routes.js";
import { PhishingSendingService } from "./modules/phishing/sending.service.js";
import { remedialTrainingSubscriber } from "./modules/phishing/simulations/remedial.subscriber.js";
import {
  attachmentTracking,
  PHISHING_ATTACHMENT_TRACKING,
  PHISHING_SEND,
  PHISHING_TRACKING,
  SimulationSender,
  simulationTracking,
} from "./modules/phishing/simulations/simulation-delivery.js";
import { SimulationLandingService } from "./modules/phishing/simulations/simulation-landing.js";
import { simulationsRoutes } from "./modules/phishing/simulations/simulations.routes.js";
import { SimulationsService } from "./modules/phishing/simulations/simulations.service.js";
import { simulationTargetsExport } from "./modules/phishing/simulations/targets.export.js";
import { platformFiguresRoutes } from "./modules/platform-figures/platform-figures.routes.js";
import { PlatformFiguresService } from "./modules/platform-figures/platform-figures.service.js";
import { AuthService } from "./modules/users/auth.service.js";
import { createAuthenticator } from "./modules/users/authenticator.js";
import { usersRoutes } from "./modules/users/users.routes.js";
import { UsersService } from "./modules/users/users.service.js";
import { WebhookSender } from "./modules/webhooks/webhooks.delivery.js";
import { type DeliverJob, oldDeliveries, WEBHOOKS_DELIVER } from "./modules/webhooks/webhooks.repository.js";
import { webhooksRoutes } from "./modules/webhooks/webhooks.routes.js";
import { WebhooksService } from "./modules/webhooks/webhooks.service.js";
import { webhooksSubscriber } from "./modules/webhooks/webhooks.subscriber.js";
import { EVENTS_DISPATCH, EventDispatcher } from "./platform/events/events.js";
import { withCodeSamples } from "./platform/http/code-samples.js";
import { cors } from "./platform/http/cors.js";
import { apiNotFound, errorHandler } from "./platform/http/error-handler.js";
import { loadSpec } from "./platform/http/openapi.js";
import { createOperationBinder, jsonBody } from "./platform/http/router.js";
import {
  apiHeaders,
  baseHeaders,
  contentSecurityPolicy,
  DOCS_CSP,
  WEB_APP_CSP,
} from "./platform/http/security-headers.js";
import { finishedJobs, HOUSEKEEPING, Housekeeping } from "./platform/jobs/housekeeping.js";
import { type JobHandler, JobWorker } from "./platform/jobs/worker.js";
import { type Email, Mailer } from "./platform/mail/mailer.js";
import { type Platform, SEND_EMAIL } from "./platform/platform.js";
import { trackingRoutes } from "./platform/tracking/tracking.routes.js";
import { mountStaticSites, type StaticSite } from "./web-app.js";

const VERSION = "0.1.0";

export interface AppOptions {
  /** Extra static sites to serve (the elements' bundle at "/elements", the built web app at "/"). */
  staticSites?: StaticSite[];
  /** What can be exported, replacing the inventory's sources (tests export rows of their own). */
  exportSources?: AnyExportSource[];
}

/**
 * Builds the Express app and the job worker from a {@link Platform}. Nothing here listens or
 * exits: main.ts does that, and tests use the app directly.
 */
export function createApp(platform: Platform, options: AppOptions = {}) {
  const spec = loadSpec();
  const { bind, bound } = createOperationBinder(spec, createAuthenticator(platform.db, platform.signer));

  const app = express();
  app.disable("x-powered-by");
  // No ETag computed for what `res.send` answers: the API's answers are `no-store`, so no client
  // asks again with one, and Express hashed every body for it (SHA-1, ~1.3% of a notifications
  // page's CPU in a profile). The two answers a cache may keep set their own (the contract
  // document, organisation logos: Express still answers 304 to a matching If-None-Match), and
  // static files keep serve-static's.
  app.set("etag", false);
  app.set("trust proxy", platform.config.trustProxy);
  app.use(baseHeaders);
  app.use("/api/v1", apiHeaders);

  const api = Router();
  api.use("/api", cors(platform.config.corsOrigins));
  api.use(jsonBody());
  bind(api, "getHealth", async () => {
    await platform.db.selectFrom("signing_keys").select("kid").limit(1).execute();
    return { status: "ok" as const, database: platform.dialect, version: VERSION };
  });
  // Served with a curl and a @bulwark/client sample on each operation, for the reference.
  const document = JSON.stringify(withCodeSamples(spec.document));
  const documentTag = `"${createHash("sha256").update(document).digest("base64url")}"`;
  api.get("/api/v1/openapi.json", (_req, res) => {
    // Public and the same for everyone: an answer a cache may keep, and check again with its tag.
    res.set({ "Cache-Control": "public, max-age=300", ETag: documentTag }).type("application/json").send(document);
  });
  bound.add("getOpenApiDocument");

  const acl = new AclService(platform);
  // Each service's router only sees requests under its prefix, so a request is matched against
  // its own service's routes instead of every route of the API.
  const mount = (prefix: string, router: express.Router) =>
    api.use((req, res, next) => (req.path.startsWith(prefix) ? router(req, res, next) : next()));
  mount("/api/v1/users/", usersRoutes(bind, new AuthService(platform), new UsersService(platform), acl));
  mount("/api/v1/users/", organizationsRoutes(bind, new OrganizationsService(platform)));
  mount("/api/v1/users/", embeddingRoutes(bind, new EmbeddingService(platform)));
  mount("/api/v1/users/", platformFiguresRoutes(bind, new PlatformFiguresService(platform)));
  mount("/api/v1/notifications/", notificationsRoutes(bind, new NotificationsService(platform)));
  mount("/api/v1/activity-logs/", activityLogsRoutes(bind, new ActivityLogsService(platform)));
  mount("/api/v1/inventory/assets/", assetsRoutes(bind, new AssetsService(platform)));
  mount("/api/v1/inventory/", inventoryFiguresRoutes(bind, new InventoryFiguresService(platform)));
  mount("/api/v1/inventory/", peopleRoutes(bind, new PeopleService(platform), new DirectorySyncService(platform)));
  const exportsService = new ExportsService(
    platform,
    options.exportSources ?? [peopleExport, assetsExport, courseLearnersExport, simulationTargetsExport],
  );
  mount("/api/v1/inventory/exports", exportsRoutes(bind, exportsService));
  mount("/api/v1/webhooks/", webhooksRoutes(bind, new WebhooksService(platform)));
  mount("/api/v1/t/", trackingRoutes(bind, platform.tracking));
  mount("/api/v1/learning/", learningRoutes(bind, new LessonsService(platform), new LibraryService(platform)));
  mount(
    "/api/v1/learning/",
    nanoCampaignsRoutes(bind, new NanoCampaignsService(platform), new NanoLearnerService(platform)),
  );
  platform.tracking.on(NANO_TRACKING, nanoTracking(platform));
  mount(
    "/api/v1/phishing/",
    phishingRoutes(bind, new PhishingLibraryService(platform), new PhishingSendingService(platform)),
  );
  mount("/api/v1/learning/", coursesRoutes(bind, new CoursesService(platform), new LearnersService(platform)));
  // The learner player: public, the learner's token is the credential (like tracking's /t/).
  const player = playerRoutes(bind, new PlayerService(platform));
  mount("/api/v1/course-player/", player);
  mount("/api/v1/course-invitations/", player);
  mount(
    "/api/v1/phishing/",
    simulationsRoutes(bind, new SimulationsService(platform), new SimulationLandingService(platform)),
  );
  platform.tracking.on(PHISHING_TRACKING, simulationTracking(platform));
  platform.tracking.on(PHISHING_ATTACHMENT_TRACKING, attachmentTracking(platform));
  const extension = extensionRoutes(bind, new ExtensionService(platform));
  mount("/api/v1/phishing/extension", extension);
  mount("/api/v1/phishing/reported-emails", extension);
  app.use(api);

  app.use("/api/docs", contentSecurityPolicy(DOCS_CSP));
  app.get("/api/docs", (_req, res) => {
    res.type("html").send(docsPage);
  });
  app.get("/api/docs/init.js", (_req, res) => {
    res.type("application/javascript").send(docsInit);
  });
  app.use("/api/docs/assets", express.static(referenceDir(), { index: false, maxAge: "1d" }));
  app.use("/api", apiNotFound);

  // Every built site (the web app, the embed script) is served under the web app's policy:
  // own-origin files only, no inline script, framed only by itself.
  for (const site of options.staticSites ?? []) app.use(site.mount, contentSecurityPolicy(WEB_APP_CSP));
  mountStaticSites(app, options.staticSites ?? [], platform.config.corsOrigins);

  app.use(errorHandler(platform.logger));

  const mailer = new Mailer(
    { smtpUrl: platform.config.smtpUrl, from: platform.config.mailFrom, dataDir: platform.config.dataDir },
    platform.logger,
  );
  // The subscribers of domain events; each handles every event once, in order per organisation.
  const dispatcher = new EventDispatcher(
    platform.db,
    platform.dialect,
    [
      notificationsSubscriber,
      activityLogSubscriber,
      webhooksSubscriber(platform),
      remedialTrainingSubscriber(platform),
    ],
    platform.logger,
  );
  const webhookSender = new WebhookSender(platform);
  const nanoSender = new NanoSender(platform, mailer);
  const simulationSender = new SimulationSender(platform, mailer, platform.config.phishingRatePerMinute);
  const handlers = new Map<string, JobHandler>([
    [SEND_EMAIL, (payload, job) => mailer.send(payload as Email, job.id)],
    ...assetJobHandlers(platform),
    [EXPORTS_BUILD, (payload, job) => exportsService.build(payload, job)],
    [EXPORTS_EXPIRE, () => exportsService.expire()],
    [EVENTS_DISPATCH, (payload) => dispatcher.dispatch((payload as { tenantId: string }).tenantId)],
    [WEBHOOKS_DELIVER, (payload) => webhookSender.deliver(payload as DeliverJob)],
    ...platform.tracking.jobHandlers(),
    [NANO_SEND, (payload) => nanoSender.send(payload)],
    [
      COURSE_EMAIL,
      (payload, job) => sendCourseEmail(platform, payload as CourseEmailJob, job, (e, key) => mailer.send(e, key)),
    ],
    [COURSE_REMINDERS, () => runCourseReminders(platform).then(() => undefined)],
    [PHISHING_SEND, (payload) => simulationSender.send(payload)],
  ]);
  const housekeeping = new Housekeeping(
    platform.queue,
    [dispatcher.retention(), oldDeliveries(platform.db), finishedJobs(platform.db), platform.tracking.retention()],
    platform.config.retentionDays,
    platform.logger,
  );
  handlers.set(HOUSEKEEPING, () => housekeeping.run().then(() => undefined));
  const { queue, logger, config } = platform;
  // Every job, one after another: what tests drain.
  const worker = new JobWorker(queue, handlers, logger, config.jobsPollMs);
  // What a running server starts: webhook sends (a receiver may take its full 10 s) in a lane of
  // their own, several at once, so a slow or dead receiver delays no email and no other receiver.
  const workers = [
    new JobWorker(queue, handlers, logger, config.jobsPollMs, { except: [WEBHOOKS_DELIVER] }),
    new JobWorker(queue, handlers, logger, config.jobsPollMs, { types: [WEBHOOKS_DELIVER], concurrency: 8 }),
  ];

  return { app, worker, workers, housekeeping, spec, boundOperations: bound };
}

/** The self-contained browser build of the reference renderer (Scalar), served from our own origin. */
function referenceDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve("@scalar/api-reference/browser/standalone.js"));
}

// Every script is a file from this origin (no inline script, no CDN), so the page works offline
// and under a strict Content-Security-Policy.
const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bulwark API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><div id="app"></div>
<script src="/api/docs/assets/standalone.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>`;

// Search (Ctrl+K), the getting-started guide from `info.description` and the generated samples
// (`x-codeSamples`: curl and @bulwark/client) come with the renderer. Nothing is fetched from
// anywhere else: no web fonts, no telemetry, no AI chat, no proxy for "Test request".
const docsInit = `Scalar.createApiReference("#app", {
  url: "/api/v1/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  hiddenClients: true,
  showDeveloperTools: "never",
  showToolbar: "never",
  agent: { disabled: true },
  persistAuth: false,
  documentDownloadType: "json",
  metaData: { title: "Bulwark API reference" },
  authentication: { preferredSecurityScheme: "bearer" },
});`;
