import http from "node:http";
import https from "node:https";

/** A response read whole: status, headers and body. */
export interface PortalResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/** How a client reaches the portal: the CA of nginx's certificate, the local address it calls from. */
export interface ClientOptions {
  /** PEM of the certificate nginx presents (self-signed in the test): verified, never ignored. */
  ca?: string;
  /** The loopback address the client calls from (127.0.0.x): a distinct client address for nginx. */
  localAddress?: string;
  /** Kept-alive sockets shared by the requests of a load run; a new connection per request without. */
  agent?: http.Agent;
}

/** One HTTP(S) request with node:http (fetch cannot choose the local address nor trust a given CA). */
export function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } & ClientOptions = {},
): Promise<PortalResponse> {
  const target = new URL(url);
  const secure = target.protocol === "https:";
  const send = secure ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: init.method ?? "GET",
        headers: init.headers,
        ca: secure ? init.ca : undefined,
        localAddress: init.localAddress,
        agent: init.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: <T>() => JSON.parse(body.toString("utf8")) as T,
          });
        });
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/**
 * A browser's view of the portal: the XSRF-TOKEN cookie it was given (echoed in X-XSRF-TOKEN on
 * unsafe requests, as the web app does), the bearer token of its session, and where it calls from.
 */
export class PortalClient {
  xsrf: string | undefined;
  token: string | undefined;

  constructor(
    public baseUrl: string,
    readonly options: ClientOptions = {},
  ) {}

  /** The same browser (cookie, session) talking to another address: another process, or nginx. */
  at(baseUrl: string): PortalClient {
    const other = new PortalClient(baseUrl, this.options);
    other.xsrf = this.xsrf;
    other.token = this.token;
    return other;
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<PortalResponse> {
    if (method !== "GET" && !this.xsrf) await this.call("GET", "/ws/form/candform/authtypes");
    const sent: Record<string, string> = { ...headers };
    if (this.xsrf) {
      sent.cookie = `XSRF-TOKEN=${this.xsrf}`;
      if (method !== "GET") sent["x-xsrf-token"] = this.xsrf;
    }
    if (this.token) sent.authorization = `Bearer ${this.token}`;
    let payload: Buffer | string | undefined;
    if (Buffer.isBuffer(body) || typeof body === "string") payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent["content-type"] = "application/json";
    }
    const res = await request(`${this.baseUrl}${path}`, {
      method,
      headers: sent,
      body: payload,
      ...this.options,
    });
    const cookie = [res.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("XSRF-TOKEN="));
    if (cookie) this.xsrf = cookie.slice("XSRF-TOKEN=".length).split(";")[0];
    return res;
  }

  get = (path: string, headers?: Record<string, string>) => this.call("GET", path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.call("POST", path, body, headers);
  put = (path: string, body?: unknown) => this.call("PUT", path, body);

  /** Logs in with a password; keeps the session's token. Returns the response (200 or the refusal). */
  async login(login: string, password: string, headers?: Record<string, string>): Promise<PortalResponse> {
    const res = await this.post("/ws/form/candform/login", { login, password }, headers);
    if (res.status === 200) this.token = res.json<{ token: string }>().token;
    return res;
  }
}
