import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** GET /ws/interview: the candidate's invitation, the programme's name and the slots they may book. */
export type InterviewStanding = ResponseOf<"/ws/interview", "get">;

/** One slot the candidate may book. */
export type OpenSlot = InterviewStanding["slots"][number];

/** The candidate's interview, fresh at each visit of the home. */
export const interviewQuery = {
  queryKey: ["interview"] as const,
  queryFn: () => dataOf(api.GET("/ws/interview")),
  retry: false,
};

/** Books a slot, or moves to it from the one held. */
export const bookSlot = (slotId: number) => dataOf(api.POST("/ws/interview/booking", { body: { slotId } }));

/** Declines the interview with a reason. */
export const declineInterview = (reason: string) =>
  dataOf(api.POST("/ws/interview/decline", { body: { reason } }));
