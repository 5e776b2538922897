/** Request and response schemas of the account routes (register, activate, reset, askreset). */

const ok = {
  type: "object",
  properties: { result: { type: "string", enum: ["ok"] } },
  required: ["result"],
} as const;

const error = {
  type: "object",
  properties: { result: { type: "string" }, code: { type: "string" }, message: { type: "string" } },
} as const;

/** Body of register and askreset: the e-mail address and the web app's base address. */
export interface AccountRequestBody {
  user: string;
  appurl?: string;
}

/** Body of activate and reset: the login, the new password and the token of the e-mailed link. */
export interface PasswordBody {
  user: string;
  password: string;
  token: string;
}

/** POST …/user/register and …/user/askreset. */
export const accountRequestSchema = {
  body: {
    type: "object",
    properties: {
      user: {
        type: "string",
        minLength: 1,
        maxLength: 1000,
        description: "E-mail address (becomes the login)",
      },
      appurl: {
        type: "string",
        maxLength: 2048,
        description: "Base address of the web app; used for the link only when its origin is PUBLIC_URL's",
      },
    },
    required: ["user"],
  },
  response: { 200: ok, 400: error, 429: error },
} as const;

/** POST …/user/activate and …/user/reset. */
export const passwordSchema = {
  body: {
    type: "object",
    properties: {
      user: { type: "string", minLength: 1, maxLength: 1000 },
      // Longer than the policy's 1024 so that the policy's own message is what people see.
      password: { type: "string", maxLength: 4096 },
      token: { type: "string", minLength: 1, maxLength: 200 },
    },
    required: ["user", "password", "token"],
  },
  response: { 200: ok, 400: error, 429: error },
} as const;
