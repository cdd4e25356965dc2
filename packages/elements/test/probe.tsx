// A test widget and its registry entry: exercises every kind of attribute, a property and an event.
import { useRuntime, useSession } from "@bulwark/widgets";
import { entry } from "../src/definition";

export interface ProbeProps {
  label?: string;
  count?: number | null;
  compact?: boolean;
  variant?: "plain" | "fancy";
  items?: string[];
  onPick?: (id: string) => void;
}

/** Shows its props and session; a link that navigates, a button that picks, one that reports an error. */
export function Probe({ label = "none", count, compact, variant, items, onPick }: ProbeProps) {
  const { navigate, runtime } = useRuntime();
  const session = useSession();
  return (
    <section data-testid="probe" data-compact={String(compact)} data-variant={variant} data-count={String(count)}>
      <h2>{label}</h2>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.firstName ?? ""}</p>
      <ul>
        {(items ?? []).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <a
        href="/notifications"
        onClick={(event) => {
          event.preventDefault();
          navigate("/notifications");
        }}
      >
        Notifications
      </a>
      <button type="button" onClick={() => onPick?.("42")}>
        Pick
      </button>
      <button type="button" onClick={() => runtime.emit("error", { statusCode: 500, message: "Boom" })}>
        Fail
      </button>
    </section>
  );
}

/** A registry entry for {@link Probe} under `tag`. */
export const probeEntry = <const Tag extends `bulwark-${string}`>(tag: Tag) =>
  entry({
    tag,
    load: async () => Probe,
    description: "Test probe.",
    attributes: {
      label: { type: "string", description: "Heading." },
      count: { type: "number", description: "A number." },
      compact: { type: "boolean", description: "Compact layout." },
      variant: { type: "enum", values: ["plain", "fancy"], default: "plain", description: "Look." },
    },
    properties: { items: { type: "string[]", description: "Items to list." } },
    events: {
      onPick: {
        event: "bulwark-pick",
        description: "An item was picked.",
        detail: "{ id: string }",
        toDetail: (id: string) => ({ id }),
      },
    },
  });
