/** Request and response schemas of login, logout, authtypes, session and the central login (CAS). */

const error = {
  type: "object",
  properties: { result: { type: "string" }, code: { type: "string" }, message: { type: "string" } },
} as const;

/** Body of the local login. */
export interface LoginBody {
  login: string;
  password: string;
}

/** Body of the CAS login: the address the browser came back to, with its `ticket`. */
export interface CasLoginBody {
  page_url: string;
}

/** POST /ws/form/candform/login. */
export const loginSchema = {
  body: {
    type: "object",
    properties: { login: { type: "string", maxLength: 1000 }, password: { type: "string", maxLength: 4096 } },
    required: ["login", "password"],
  },
  response: {
    200: {
      type: "object",
      properties: {
        result: { type: "string", enum: ["ok"] },
        token: { type: "string", description: "Bearer token of the new session" },
        admin: { type: "integer", enum: [0, 1] },
        login: { type: "string" },
        role: { type: "string", enum: ["candidate", "reviewer", "administrator"] },
        juries: {
          type: "array",
          items: { type: "string" },
          description: "A reviewer's juries; empty otherwise",
        },
        locale: {
          type: ["string", "null"],
          enum: ["en", "fr", null],
          description:
            "The language the person chose on their account (the web app shows it); null if never chosen",
        },
      },
      required: ["result", "token", "admin", "role", "juries"],
    },
    400: error,
    429: error,
  },
} as const;

/** POST /ws/form/candform/logincas. */
export const casLoginSchema = {
  body: {
    type: "object",
    properties: { page_url: { type: "string", minLength: 1, maxLength: 4096 } },
    required: ["page_url"],
  },
  response: {
    200: {
      type: "object",
      properties: {
        result: { type: "string", enum: ["ok"] },
        login: { type: "string" },
        email: { type: "string" },
        token: { type: "string" },
        admin: { type: "integer", enum: [0, 1] },
        role: { type: "string", enum: ["candidate", "reviewer", "administrator"] },
        juries: {
          type: "array",
          items: { type: "string" },
          description: "A reviewer's juries; empty otherwise",
        },
      },
      required: ["result", "login", "email", "token", "admin", "role", "juries"],
    },
    400: error,
    404: error,
    429: error,
    503: error,
  },
} as const;

/** GET /ws/form/candform/session: who the token belongs to. */
export const sessionSchema = {
  response: {
    200: {
      type: "object",
      properties: {
        login: { type: "string" },
        email: { type: "string" },
        admin: { type: "integer", enum: [0, 1] },
        role: { type: "string", enum: ["candidate", "reviewer", "administrator"] },
        juries: {
          type: "array",
          items: { type: "string" },
          description: "A reviewer's juries; empty otherwise",
        },
      },
      required: ["login", "email", "admin", "role", "juries"],
    },
    401: {
      type: "object",
      properties: { result: { type: "string" }, code: { type: "string" }, message: { type: "string" } },
    },
  },
} as const;

/** POST /ws/logout. */
export const logoutSchema = {
  response: {
    200: { type: "object", properties: { result: { type: "string", enum: ["OK"] } }, required: ["result"] },
  },
} as const;

/** GET /ws/form/candform/authtypes. */
export const authTypesSchema = {
  response: {
    200: {
      type: "object",
      properties: { authType: { type: "string", enum: ["local", "CAS"] } },
      required: ["authType"],
    },
  },
} as const;
