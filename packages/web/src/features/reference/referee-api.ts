import { dataOf, publicApi } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** GET /ws/reference/{token}: whose reference is asked (candidate's name and programme only). */
export type RefereeLink = ResponseOf<"/ws/reference/{token}", "get">;

/** The query of a referee's link (never retried: a dead link stays dead). */
export const refereeLinkQuery = (token: string) => ({
  queryKey: ["referee-link", token] as const,
  queryFn: () => dataOf(publicApi.GET("/ws/reference/{token}", { params: { path: { token } } })),
  retry: false,
  staleTime: Infinity,
});

/** What the referee sends: their details and their letter. */
export interface RefereeLetter {
  name: string;
  position: string;
  institution: string;
  relationship: string;
  letter: File;
}

/** POST /ws/reference/{token} (multipart): the details as fields, then the letter; uses up the link. */
export function sendLetter(token: string, input: RefereeLetter) {
  const body = new FormData();
  for (const name of ["name", "position", "institution", "relationship"] as const)
    body.append(name, input[name]);
  body.append("letter", input.letter, input.letter.name);
  return dataOf(
    publicApi.POST("/ws/reference/{token}", {
      params: { path: { token } },
      // The route reads multipart (no JSON schema): the form goes as it is.
      body: body as never,
      bodySerializer: (form: unknown) => form as FormData,
    }),
  );
}
