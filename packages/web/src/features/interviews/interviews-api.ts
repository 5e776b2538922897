import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** GET /ws/admin/interviews/slots: the programmes with their invitation counts, the slots and who holds them. */
export type SlotsList = ResponseOf<"/ws/admin/interviews/slots", "get">;

/** One slot as the administrators' page shows it. */
export type StaffSlot = SlotsList["slots"][number];

/** What the office enters for a slot. */
export type SlotFields = RequestOf<"/ws/admin/interviews/slots/{id}", "put">;

/** Whether a candidate came. */
export type Attendance = StaffSlot["bookings"][number]["attendance"];

/** The slots of one programme; every programme's before one is chosen (""). */
export const slotsQuery = (programme: string) => ({
  queryKey: ["admin-interview-slots", programme] as const,
  queryFn: () =>
    dataOf(api.GET("/ws/admin/interviews/slots", { params: { query: programme ? { programme } : {} } })),
});

/** Opens a slot. */
export const createSlot = (programme: string, fields: SlotFields) =>
  dataOf(api.POST("/ws/admin/interviews/slots", { body: { programme, ...fields } }));

/** Changes a slot. */
export const updateSlot = (id: number, fields: SlotFields) =>
  dataOf(api.PUT("/ws/admin/interviews/slots/{id}", { params: { path: { id } }, body: fields }));

/** Deletes a slot nobody holds. */
export const deleteSlot = (id: number) =>
  dataOf(api.DELETE("/ws/admin/interviews/slots/{id}", { params: { path: { id } } }));

/** Records whether the candidate of an application came. */
export const recordAttendance = (answerId: number, attendance: Attendance) =>
  dataOf(
    api.PUT("/ws/admin/answers/{id}/interview/attendance", {
      params: { path: { id: answerId } },
      body: { attendance },
    }),
  );
