import type { Tenant } from "@bulwark/client";
import { adminPermissions, type FakeRoutes, sampleTenant, sampleUser, sessionRoutes } from "../../storybook/fakeApi";
import { courseRoutes, learningRoutes, nanoRoutes } from "./samples";

// Sessions and API states the learning stories share: an editor (the sample admin), a reader
// with ReadLearning only, an organisation without the learning feature, and failing calls.

/** The admin (CrudLearning) over the sample library. */
export const editorRoutes = (extra: FakeRoutes = {}): FakeRoutes => ({
  ...sessionRoutes(),
  ...learningRoutes(),
  ...nanoRoutes(),
  ...courseRoutes(),
  ...extra,
});

/** A super-admin (ManageLearningContent) managing the common content, with an organisation active too. */
export const superAdminRoutes = (extra: FakeRoutes = {}): FakeRoutes => ({
  ...sessionRoutes({ ...sampleUser, superAdminPermissions: ["ManageLearningContent", "ManageLearning"] }),
  ...learningRoutes(),
  ...nanoRoutes(),
  ...courseRoutes(),
  ...extra,
});

/** Someone who may read the library but not change it. */
export const readerRoutes = (): FakeRoutes => ({
  ...sessionRoutes(sampleUser, { ...adminPermissions, permissions: ["ReadLearning"] }),
  ...learningRoutes(),
  ...nanoRoutes(),
  ...courseRoutes(),
});

/** An organisation without the learning feature: the not-enabled screen. */
export const featureOffRoutes = (): FakeRoutes => {
  const tenant: Tenant = { ...sampleTenant, features: ["inventory"] };
  return { ...sessionRoutes({ ...sampleUser, tenants: [tenant] }), ...learningRoutes() };
};

/** A failure of the API, as it answers one. */
export const failing = (status: number, message: string) => ({
  status,
  body: { statusCode: status, message, code: status === 409 ? "Conflict" : "Unavailable" },
});
