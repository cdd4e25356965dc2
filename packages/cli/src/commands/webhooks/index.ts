import type { Command } from "commander";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { addWebhook, parseEventTypes, webhooksAddLines } from "./add.js";
import { listDeliveries, parseLimit, parseStatus, webhooksDeliveriesLines } from "./deliveries.js";
import { showDelivery, webhooksDeliveryLines } from "./delivery.js";
import { listWebhooks, webhooksListLines } from "./list.js";
import { removeWebhook, webhooksRemoveLines } from "./remove.js";
import { replayDelivery, webhooksReplayLines } from "./replay.js";
import { rotateWebhookSecret, webhooksRotateLines } from "./rotate.js";
import { testWebhook, webhooksTestLines } from "./test.js";

/** `bulwark webhooks list|add|remove|rotate|test|deliveries|delivery|replay` in the active organization. */
export function registerWebhooksCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const webhooks = program
    .command("webhooks")
    .description("The active organization's webhook endpoints (Standard Webhooks) and their delivery log");

  webhooks
    .command("list")
    .description("List the endpoints")
    .option("--json", "print JSON for scripts")
    .action(async (options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Loading webhooks", () => listWebhooks(session));
      await present(io, mode, result, {
        view: async (r) => element((await import("./list.view.js")).WebhooksListView, { result: r }),
        lines: webhooksListLines,
      });
    });

  webhooks
    .command("add")
    .description("Register an endpoint; prints its signing secret once")
    .argument("<url>", "where deliveries are POSTed (http or https)")
    .option("--events <types>", "comma-separated event types (default: all)")
    .option("--description <text>", "what the endpoint is for")
    .option("--disabled", "register it turned off")
    .option("--json", "print JSON for scripts")
    .action(
      async (url: string, options: { events?: string; description?: string; disabled?: boolean; json?: boolean }) => {
        const mode = runtime.mode(options.json);
        const eventTypes = parseEventTypes(options.events);
        const session = await runtime.session();
        const result = await working(io, mode, "Adding the endpoint", () =>
          addWebhook(session, { url, description: options.description, eventTypes, enabled: !options.disabled }),
        );
        await present(io, mode, result, {
          view: async (r) => element((await import("./add.view.js")).WebhooksAddView, { result: r }),
          lines: webhooksAddLines,
        });
      },
    );

  webhooks
    .command("remove")
    .description("Remove an endpoint and its delivery log")
    .argument("<endpoint>", "the endpoint's id or URL")
    .option("--json", "print JSON for scripts")
    .action(async (ref: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Removing the endpoint", () => removeWebhook(session, ref));
      await present(io, mode, result, {
        view: async (r) => element((await import("./remove.view.js")).WebhooksRemoveView, { result: r }),
        lines: webhooksRemoveLines,
      });
    });

  webhooks
    .command("rotate")
    .description("Give an endpoint a new signing secret, printed once; the old one stays valid for a day")
    .argument("<endpoint>", "the endpoint's id or URL")
    .option("--json", "print JSON for scripts")
    .action(async (ref: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Rotating the secret", () => rotateWebhookSecret(session, ref));
      await present(io, mode, result, {
        view: async (r) => element((await import("./rotate.view.js")).WebhooksRotateView, { result: r }),
        lines: webhooksRotateLines,
      });
    });

  webhooks
    .command("test")
    .description("Send a signed test message to an endpoint")
    .argument("<endpoint>", "the endpoint's id or URL")
    .option("--json", "print JSON for scripts")
    .action(async (ref: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Queueing a test message", () => testWebhook(session, ref));
      await present(io, mode, result, {
        view: async (r) => element((await import("./test.view.js")).WebhooksTestView, { result: r }),
        lines: webhooksTestLines,
      });
    });

  webhooks
    .command("deliveries")
    .description("Show an endpoint's delivery log, newest first: status, attempts, last answer, latency")
    .argument("<endpoint>", "the endpoint's id or URL")
    .option("--status <status>", "Pending, Succeeded or Failed")
    .option("--limit <n>", "how many (1-100, default 20)")
    .option("--json", "print JSON for scripts")
    .action(async (ref: string, options: { status?: string; limit?: string; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const query = { status: parseStatus(options.status), limit: parseLimit(options.limit) };
      const session = await runtime.session();
      const result = await working(io, mode, "Loading deliveries", () => listDeliveries(session, ref, query));
      await present(io, mode, result, {
        view: async (r) => element((await import("./deliveries.view.js")).WebhooksDeliveriesView, { result: r }),
        lines: webhooksDeliveriesLines,
      });
    });

  webhooks
    .command("delivery")
    .description("Show one delivery: its webhook-id, every attempt with the receiver's answer, and the body as signed")
    .argument("<delivery>", "the delivery's id (see `bulwark webhooks deliveries`)")
    .option("--json", "print JSON for scripts")
    .action(async (deliveryId: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Loading the delivery", () => showDelivery(session, deliveryId));
      await present(io, mode, result, {
        view: async (r) => element((await import("./delivery.view.js")).WebhooksDeliveryView, { result: r }),
        lines: webhooksDeliveryLines,
      });
    });

  webhooks
    .command("replay")
    .description("Send a delivery's message again (same webhook-id and body) as a new delivery")
    .argument("<delivery>", "the delivery's id (see `bulwark webhooks deliveries`)")
    .option("--json", "print JSON for scripts")
    .action(async (deliveryId: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Queueing the replay", () => replayDelivery(session, deliveryId));
      await present(io, mode, result, {
        view: async (r) => element((await import("./replay.view.js")).WebhooksReplayView, { result: r }),
        lines: webhooksReplayLines,
      });
    });
}
