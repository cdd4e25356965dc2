import type { Schema } from "@bulwark/client";
import { useCallback } from "react";
import { useApiMutation, useReportedQuery } from "../../data/hooks";
import { domainKey } from "../../data/query";
import type { BulwarkRuntime } from "../../data/runtime";
import { useRuntime } from "../../data/session";
import { unwrap } from "../../data/unwrap";

// The learner's player is public: the token in the path is the credential, so these calls need no
// session. The client sends a bearer only when its store holds one, and the API ignores it on
// these unsecured operations, so the player works the same signed in, signed out or embedded.

/** The course as the learner takes it (the API's `PlayerCourse`). */
export type PlayerCourse = Schema<"PlayerCourse">;
/** The learner's progress (the API's `PlayerProgress`). */
export type PlayerProgress = Schema<"PlayerProgress">;
/** One page of a lesson, without which answer is correct. */
export type PlayerPage = Schema<"PlayerPage">;
/** A judged answer: correct or not, and the explanation. */
export type PlayerAnswerResult = Schema<"PlayerAnswerResult">;

/** What a course's invitation link opens (the API's `CourseInvitation`). */
export type CourseInvitation = Schema<"CourseInvitation">;

/** Cache keys of the player: one course per token (no organisation: the token names it). */
export const playerKeys = {
  course: (token: string) => domainKey("player", null, "course", { token }),
  invitation: (token: string) => domainKey("player", null, "invitation", { token }),
};

/** The course and organisation an invitation link opens; a 404 means the link is off or revoked. */
export function useCourseInvitation(token: string) {
  return useReportedQuery(
    playerKeys.invitation(token),
    (rt) => unwrap(rt.client.GET("/api/v1/course-invitations/{token}", { params: { path: { token } } })),
    { enabled: token !== "" },
  );
}

/** The course and the learner's progress; a 404 means the link is not valid. */
export function usePlayerCourse(token: string) {
  return useReportedQuery(
    playerKeys.course(token),
    (rt) => unwrap(rt.client.GET("/api/v1/course-player/{token}", { params: { path: { token } } })),
    { enabled: token !== "" },
  );
}

/** Keeps the cached course's progress in step with what a write answered. */
function storeProgress(rt: BulwarkRuntime, token: string, progress: PlayerProgress) {
  rt.queryClient.setQueryData<PlayerCourse>(playerKeys.course(token), (course) =>
    course ? { ...course, progress } : course,
  );
}

/** Answers a quiz question; the judged answer is also written into the cached progress. */
export function useAnswerQuestion(token: string) {
  return useApiMutation(async (rt, body: { pageId: string; answerIndex: number }) => {
    const result = await unwrap(
      rt.client.POST("/api/v1/course-player/{token}/answers", { params: { path: { token } }, body }),
    );
    rt.queryClient.setQueryData<PlayerCourse>(playerKeys.course(token), (course) => {
      if (!course?.progress || !result.recorded) return course;
      const answer = { ...body, correct: result.correct, explanation: result.explanation };
      const answers = [...course.progress.answers.filter((a) => a.pageId !== body.pageId), answer];
      return { ...course, progress: { ...course.progress, answers } };
    });
    return result;
  });
}

/** Finishes the course: the answer holds the score and Passed or Failed. */
export function useFinishCourse(token: string) {
  return useApiMutation(async (rt, _: undefined) => {
    const progress = await unwrap(
      rt.client.POST("/api/v1/course-player/{token}/finish", { params: { path: { token } } }),
    );
    storeProgress(rt, token, progress);
    return progress;
  });
}

/**
 * Reports a page on screen and the seconds it was visible since the last report. `keepalive`
 * lets the request outlive the page (sent on `pagehide`); a failure is not shown to the learner
 * (the next report carries on, and the server bounds every report anyway).
 */
export function useReportActivity(token: string) {
  const { runtime } = useRuntime();
  return useCallback(
    async (body: { pageId: string; visibleSeconds: number }, options: { keepalive?: boolean } = {}) => {
      try {
        const { data } = await runtime.client.POST("/api/v1/course-player/{token}/activity", {
          params: { path: { token } },
          body,
          ...(options.keepalive ? { keepalive: true } : {}),
        });
        if (data) storeProgress(runtime, token, data);
      } catch {
        // Offline or the page is going away: the time is lost, never inflated.
      }
    },
    [runtime, token],
  );
}

/** Asks for an invitation through a course's invitation link; the answer is the same for anyone. */
export function useRequestInvitation(token: string) {
  return useApiMutation((rt, email: string) =>
    unwrap(rt.client.POST("/api/v1/course-invitations/{token}", { params: { path: { token } }, body: { email } })),
  );
}
