import type { Command } from "commander";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import { inviteLines, inviteMembers, listMembers, membersListLines, parseRole, type Role } from "./members.js";

const views = () => import("./members.view.js");

/** `bulwark members list`, `bulwark members invite <email...> --role <role>`. */
export function registerMembersCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const members = program.command("members").description("The active organization's members and invitations");

  members
    .command("list")
    .description("List the members with their roles, then the pending invitations")
    .option("--json", "print JSON for scripts")
    .action(async (options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Loading members", () => listMembers(session));
      await present(io, mode, result, {
        view: async (r) => element((await views()).MembersListView, { result: r }),
        lines: membersListLines,
      });
    });

  members
    .command("invite")
    .description("Invite people by email; each gets a link to join (all or nobody if one is already in)")
    .argument("<email...>", "the addresses to invite")
    .requiredOption(
      "--role <role>",
      "admin, security-analyst, awareness-manager, group-admin or viewer (repeat for several)",
      (value: string, previous: Role[] = []) => [...previous, parseRole(value)],
    )
    .option("--json", "print JSON for scripts")
    .action(async (emails: string[], options: { role: Role[]; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const invitations = await working(io, mode, "Sending invitations", () =>
        inviteMembers(session, emails, options.role),
      );
      await present(io, mode, invitations, {
        view: async (r) => element((await views()).InvitedView, { invitations: r }),
        lines: inviteLines,
      });
    });
}
