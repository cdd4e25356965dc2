// The learner's pages (issue 11): `/learn/:token`, the course player an invitation links to, and
// `/learn/join/:token`, a course's invitation link. Public and outside the shell: the token is the
// credential, so neither asks anyone to sign in.
import { CoursePlayer, JoinCourse } from "@bulwark/widgets";
import { useParams } from "react-router";

/** `/learn/:token` (also a lesson preview's link). */
export function CoursePlayerPage() {
  const { token = "" } = useParams();
  // A new token (another invitation opened in the same tab) starts afresh.
  return <CoursePlayer key={token} token={token} />;
}

/** `/learn/join/:token`: ask for an invitation with a work email. */
export function JoinCoursePage() {
  const { token = "" } = useParams();
  return <JoinCourse key={token} token={token} />;
}
