import type { Meta, StoryObj } from "@storybook/react-vite";
import { editorRoutes, failing, featureOffRoutes, readerRoutes } from "../storyRoutes";
import { Library } from "./Library";

const meta = {
  title: "Learning/Library",
  component: Library,
  parameters: { fakeApi: { routes: editorRoutes() } },
} satisfies Meta<typeof Library>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four cards with their counts; Create content opens the type chooser. */
export const Default: Story = {};

/** The counts still loading. */
export const Loading: Story = {
  parameters: { fakeApi: { routes: editorRoutes({ "GET /api/v1/learning/lessons/lms/all": "pending" }) } },
};

/** The counts failed: each card says so and still leads to its list. */
export const CountsFailed: Story = {
  parameters: {
    fakeApi: { routes: editorRoutes({ "GET /api/v1/learning/nano-pages/all": failing(503, "Unavailable") }) },
  },
};

/** A reader (ReadLearning): no Create content. */
export const Reader: Story = { parameters: { fakeApi: { routes: readerRoutes() } } };

/** An organisation without the learning feature. */
export const FeatureOff: Story = { parameters: { fakeApi: { routes: featureOffRoutes() } } };
