import type { Schema, User } from "@bulwark/client";
import type { Session } from "../../runtime.js";
import { unwrap } from "../../runtime.js";

/** The flags of `bulwark admin create-superadmin`, the password already read. */
export interface CreateSuperAdminInput {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  password?: string | undefined;
}

/**
 * Creates a super-admin, or grants an existing user every super-admin permission. Needs a session
 * of a super-admin with ManageUsers.
 */
export async function createSuperAdmin(session: Session, input: CreateSuperAdminInput): Promise<User> {
  const body: Schema<"CreateSuperAdminRequest"> = { email: input.email };
  if (input.firstName) body.firstName = input.firstName;
  if (input.lastName) body.lastName = input.lastName;
  if (input.password) body.password = input.password;
  return unwrap(await session.client.POST("/api/v1/users/admin/super-admins", { body }));
}

/** Plain output of `bulwark admin create-superadmin`: the user's id and email. */
export const createSuperAdminLines = (user: User) => [`${user.id}\t${user.email}`];
