import { Type } from "typebox";

/** GET /ws/config: the public settings the web app reads at start. */
export const siteConfigSchema = {
  tags: ["site"],
  summary: "Public settings for the web app",
  response: {
    200: Type.Object({
      formId: Type.String(),
      production: Type.Boolean(),
      contactEmail: Type.String(),
      sisterSiteUrl: Type.String(),
      paymentUrl: Type.String(),
      backofficeUrl: Type.String(),
      authType: Type.Union([Type.Literal("local"), Type.Literal("CAS")]),
      casUrl: Type.Union([Type.String(), Type.Null()]),
    }),
  },
};
