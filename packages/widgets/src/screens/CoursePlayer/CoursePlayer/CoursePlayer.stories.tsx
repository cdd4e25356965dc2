import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import type { FakeRoutes } from "../../../storybook/fakeApi";
import type { PlayerCourse } from "../queries";
import {
  courseCompleted,
  courseInProgress,
  invalidTokenRoutes,
  PLAYER_ROUTES,
  playerRoutes,
  previewCourse,
  sampleCourse,
  sampleToken,
} from "../samples";
import { CoursePlayer } from "./CoursePlayer";

const api = (routes: FakeRoutes) => ({ fakeApi: { routes, signedIn: false } });
const course = (start: PlayerCourse) => api(playerRoutes(start));

const meta = {
  title: "Screens/CoursePlayer/CoursePlayer",
  component: CoursePlayer,
  args: { token: sampleToken },
  parameters: { ...course(sampleCourse), layout: "padded" },
} satisfies Meta<typeof CoursePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { canvasElement: HTMLElement };

/** Starts (or continues) the course, then opens the contents entry matching `page`. */
const open =
  (page?: RegExp, nth = 0) =>
  async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /Start the course|Continue|Započni|Nastavi/ }));
    if (page) {
      const entries = await canvas.findAllByRole("button", { name: page });
      const entry = entries[nth];
      if (entry) await userEvent.click(entry);
    }
  };

/** The start screen: course, lessons, passing score, due date, security contact and policy. */
/** The start screen: the organisation's logo and name, the course, its expected time and passing score. */
export const Start: Story = {};
/** An organisation without a logo: its name alone. */
export const StartWithoutLogo: Story = {
  parameters: course({ ...sampleCourse, organization: { name: "Beta a.d.", logo: null } }),
};
/** A returning learner: "Continue where you left off". */
export const StartResume: Story = { parameters: course(courseInProgress()) };
export const TextPage: Story = { play: open() };
/** The video in the sandboxed, cookie-less frame (a blank page stands in for the provider). */
export const VideoPage: Story = { play: open(/^Video|Video$/) };
export const QuizUnanswered: Story = { play: open(/Quiz/) };
export const QuizCorrect: Story = { parameters: course(courseInProgress(true)), play: open(/Quiz/) };
export const QuizIncorrect: Story = { parameters: course(courseInProgress(false)), play: open(/Quiz/) };
/** The last page: the finish button waits for the last answer. */
export const LastPage: Story = { parameters: course(courseInProgress(true)), play: open(/Quiz/, 1) };
export const ResultPassed: Story = { parameters: course(courseCompleted(100)) };
export const ResultFailed: Story = { parameters: course(courseCompleted(40)) };
/** A lesson preview from the lesson editor: answers are judged, nothing is recorded, no finish. */
export const Preview: Story = { parameters: course(previewCourse), play: open(/Quiz/) };
/** The learner's due date passed: nothing more can be recorded. */
export const Ended: Story = {
  parameters: course({
    ...courseInProgress(),
    progress: {
      ...(courseInProgress().progress as NonNullable<PlayerCourse["progress"]>),
      dueDate: "2020-01-01T00:00:00.000Z",
      daysLeft: 0,
    },
  }),
};
export const InvalidLink: Story = { parameters: api(invalidTokenRoutes) };
export const Loading: Story = { parameters: api({ [PLAYER_ROUTES.course]: "pending" }) };

export const SerbianStart: Story = { globals: { lang: "sr" } };
export const SerbianQuizIncorrect: Story = {
  globals: { lang: "sr" },
  parameters: course(courseInProgress(false)),
  play: open(/Quiz/),
};
export const SerbianResult: Story = { globals: { lang: "sr" }, parameters: course(courseCompleted(100)) };
export const DarkQuizCorrect: Story = {
  globals: { theme: "dark" },
  parameters: course(courseInProgress(true)),
  play: open(/Quiz/),
};
export const SerbianDarkResultFailed: Story = {
  globals: { lang: "sr", theme: "dark" },
  parameters: course(courseCompleted(40)),
};

/** A phone: the contents fold above the page; nothing scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: "mobile1" } }, play: open(/Quiz/) };
export const PhoneStart: Story = { globals: { viewport: { value: "mobile1" } } };
export const PhoneResult: Story = {
  globals: { viewport: { value: "mobile1" } },
  parameters: course(courseCompleted(100)),
};
