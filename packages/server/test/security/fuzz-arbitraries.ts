import fc from "fast-check";

/** The parts of an OpenAPI operation the fuzzer reads. */
export interface OperationDoc {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** The subset of JSON Schema the fuzzer shapes values from. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  const?: unknown;
}

/** What a request may use of the caller's own data: values that pass authorisation and reach the handler. */
export interface OwnValues {
  login?: string;
  answerId?: number;
  fileName?: string;
  tabs: string[];
  /** The fields of each tab (a save whose values belong to its tab goes deepest). */
  tabFields: Record<string, string[]>;
  fieldIds: string[];
  /** Fields holding a file (uploadPhoto, …). */
  fileFieldIds: string[];
}

/** Texts that broke parsers, databases or renderers somewhere. */
const SPECIAL_TEXTS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\udc00y",
  "😀",
  "\u202e",
  "İı",
  "ß",
  "\ufeff",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "../../../etc/passwd",
  "..\\..\\windows",
  "%00",
  "%",
  "%zz",
  "%ED%A0%80",
  "'; drop table users; --",
  "\\",
  '"',
  "<script>alert(1)</script>",
  "{{constructor.constructor('return process')()}}",
  "${7*7}",
  "null",
  "true",
  "-1",
  "0",
  "2147483647",
  "2147483648",
  "9007199254740993",
  "1e309",
  "NaN",
  "0x10",
  "2020",
  "WyIyMDIwIiwgMV0",
] as const;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Characters PostgreSQL, JSON or a renderer may choke on, to hide inside ordinary text. */
const hostileCharacter = fc.oneof(
  fc.constantFrom("\u0000", "\ud800", "\udfff", "\u202e", "\ufeff", "%", "\\", '"', "'", "<", "\n", "\r"),
  loneSurrogate,
);

/** Strings a client should never send: special texts, any Unicode, lone surrogates, very long ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_TEXTS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), hostileCharacter, fc.string({ maxLength: 12 }))
      .map((p) => p.join("")),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.oneof(loneSurrogate, fc.constant("\u0000"), fc.constant("a")),
      maxLength: 8,
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom(5_000, 70_000, 300_000).map((n) => "x".repeat(n)) },
);

/** Numbers at the edges: int4 and int8 bounds, floats, negative, not finite once serialised. */
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.5, Number.MAX_VALUE),
  fc.double(),
);

const scalar = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

/** Keys: prototype keys, documented names, nasty text. */
function keyOf(names: readonly string[]) {
  return fc.oneof(
    fc.constantFrom("__proto__", "constructor", "prototype", "toString"),
    ...(names.length ? [fc.constantFrom(...names)] : []),
    nastyString.filter((s) => s.length < 200),
  );
}

/** Any JSON value, a few levels deep, with hostile keys and strings. */
export function jsonValue(names: readonly string[] = []): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      scalar,
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(keyOf(names), tie("value"), { maxKeys: 5 }),
    ),
  }));
  return value;
}

/** A value nested `depth` levels deep (arrays or objects), the innermost a nasty string. */
const deepValue = fc
  .tuple(fc.constantFrom(10, 40, 1_000, 100_000), fc.boolean(), nastyString)
  .map(([depth, arrays, leaf]) => {
    const open = arrays ? "[" : '{"a":';
    const close = arrays ? "]" : "}";
    return `${open.repeat(depth)}${JSON.stringify(leaf)}${close.repeat(depth)}`;
  });

/** Stands for the answer's current version in a body; the test puts the real one in before sending. */
export const CURRENT_VERSION = 1_000_000_007;

/** A plausible text for a form field: what a candidate types, with now and then a hostile character. */
const fieldText = fc.oneof(
  fc.constantFrom(
    "Jeanne",
    "O'Brien-Dupré",
    "2024-2025",
    "01/02/2000",
    "FR",
    "MSC",
    "31555",
    "31000",
    "1",
    "O",
  ),
  nastyString,
);

/** A save of one tab: the tab, the current version (mostly), values of that tab's own fields. */
function tabSave(own: OwnValues) {
  return fc.constantFrom(...own.tabs).chain((tab) =>
    fc.record({
      tab: fc.constant(tab),
      version: fc.oneof(
        { weight: 4, arbitrary: fc.constant(CURRENT_VERSION) },
        { weight: 1, arbitrary: nastyNumber },
      ),
      values: fc.dictionary(
        fc.constantFrom(...(own.tabFields[tab]?.length ? own.tabFields[tab] : own.fieldIds)),
        fc.oneof({ weight: 3, arbitrary: fieldText }, { weight: 1, arbitrary: jsonValue() }),
        { maxKeys: 8 },
      ),
    }),
  );
}

/** A value of the property's own type (so the schema lets it through) with hostile content, or of another type. */
function propertyValue(name: string, schema: JsonSchema | undefined, own: OwnValues): fc.Arbitrary<unknown> {
  const types = [schema?.type ?? []].flat();
  const typed: fc.Arbitrary<unknown>[] = [];
  if (schema?.enum?.length) typed.push(fc.constantFrom(...schema.enum));
  if (name === "tab" && own.tabs.length) typed.push(fc.constantFrom(...own.tabs));
  if (name === "values" && own.fieldIds.length)
    typed.push(
      fc.dictionary(fc.constantFrom(...own.fieldIds), fc.oneof(nastyString, jsonValue()), { maxKeys: 6 }),
    );
  if ((name === "login" || name === "user") && own.login) {
    const login = own.login;
    typed.push(
      fc.constant(login),
      hostileCharacter.map((c) => `${login.slice(0, 3)}${c}${login.slice(3)}`),
    );
  }
  if (types.includes("string")) typed.push(nastyString);
  if (types.includes("integer") || types.includes("number"))
    typed.push(
      name === "version"
        ? fc.oneof(fc.constant(CURRENT_VERSION), fc.integer({ min: 1, max: 5 }), nastyNumber)
        : nastyNumber,
    );
  if (types.includes("boolean")) typed.push(fc.boolean());
  return typed.length
    ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...typed) }, { weight: 1, arbitrary: jsonValue() })
    : jsonValue();
}

/**
 * The raw text of a JSON body for an operation: shaped after its documented properties (so the
 * handler is reached), or any hostile JSON value, or nesting far too deep. Built as text so that
 * `__proto__` keys and lone surrogates (as \ud800 escapes) reach the server.
 */
export function jsonBody(doc: OperationDoc, own: OwnValues): fc.Arbitrary<string> {
  const schema = doc.requestBody?.content["application/json"]?.schema;
  const names = Object.keys(schema?.properties ?? {});
  const properties = Object.fromEntries(
    names.map((n) => [n, propertyValue(n, schema?.properties?.[n], own)]),
  );
  const shaped = names.length
    ? fc
        .tuple(
          // Mostly every documented property (the handler runs), sometimes only some.
          fc.oneof(
            { weight: 3, arbitrary: fc.record(properties) },
            { weight: 1, arbitrary: fc.record(properties, { requiredKeys: [] }) },
          ),
          fc.dictionary(keyOf(names), jsonValue(names), { maxKeys: 2 }),
        )
        .map(([documented, extra]) => ({ ...extra, ...documented }))
    : jsonValue();
  const isSave = names.includes("tab") && names.includes("values") && own.tabs.length > 0;
  return fc.oneof(
    ...(isSave ? [{ weight: 4, arbitrary: tabSave(own).map((v) => JSON.stringify(v)) }] : []),
    { weight: 4, arbitrary: shaped.map((v) => JSON.stringify(v) ?? "null") },
    { weight: 2, arbitrary: jsonValue(names).map((v) => JSON.stringify(v) ?? "null") },
    { weight: 1, arbitrary: deepValue },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"admin":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        "{",
        "",
        "\u0000",
        '{"a":1,"a":2}',
      ),
    },
  );
}

/**
 * Percent-encodes a string for a URL, lone surrogates included (as their WTF-8 bytes, which no
 * UTF-8 decoder accepts). `raw` keeps printable ASCII as is, so "%zz" and "%00" travel literally.
 */
export function encodeForUrl(text: string, raw: boolean): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (raw && code > 0x20 && code < 0x7f && !"/?#&=+".includes(char)) out += char;
    else if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    else out += encodeURIComponent(char);
  }
  return out;
}

/** A path parameter: the caller's own value (so the handler runs), or a hostile one. */
export function pathParam(name: string, own: OwnValues): fc.Arbitrary<string> {
  const mine: string[] = [];
  if (name === "login" && own.login) mine.push(own.login, own.login.toUpperCase(), ` ${own.login} `);
  if (name === "answerid" && own.answerId) mine.push(String(own.answerId));
  if (name === "name" && own.fileName) mine.push(own.fileName);
  const hostile = fc.oneof(nastyString, nastyNumber.map(String));
  // Mostly the caller's own value: the handler then runs, past authorisation, with the rest hostile.
  return mine.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...mine) }, { weight: 1, arbitrary: hostile })
    : hostile;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** Timestamps as PostgreSQL writes them, with every part a little out of range now and then. */
const timestampText = fc
  .record({
    year: fc.integer({ min: 0, max: 99999 }),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hour: fc.integer({ min: 0, max: 25 }),
    minute: fc.integer({ min: 0, max: 61 }),
    second: fc.integer({ min: 0, max: 61 }),
    zone: fc.integer({ min: -99, max: 99 }),
    zoneMinutes: fc.option(fc.integer({ min: 0, max: 99 })),
  })
  .map(
    (p) =>
      `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.123456` +
      `${p.zone < 0 ? "-" : "+"}${pad(p.zone)}${p.zoneMinutes === null ? "" : `:${pad(p.zoneMinutes)}`}`,
  );

/** A listing cursor: base64url of JSON [updated_at text, id], as the listing writes them, but hostile. */
const listingCursor = fc
  .tuple(fc.oneof(timestampText, nastyString), fc.oneof(nastyNumber, nastyString))
  .map((pair) => Buffer.from(JSON.stringify(pair)).toString("base64url"));

/** A query string: documented parameters and others, each with one or several hostile values. */
export function queryString(documented: readonly string[]): fc.Arbitrary<string> {
  const entry = fc.tuple(
    documented.length ? fc.oneof(fc.constantFrom(...documented), nastyString) : nastyString,
    fc.oneof(nastyString, nastyNumber.map(String), fc.constantFrom("1", "10", "500", "501"), listingCursor),
    fc.boolean(),
  );
  return fc
    .array(entry, { maxLength: 4 })
    .map((entries) =>
      entries.map(([k, v, raw]) => `${encodeForUrl(k, raw)}=${encodeForUrl(v, raw)}`).join("&"),
    );
}

/** A multipart body with hostile field names, file names and values (the upload route). */
export function multipartBody(fileFieldIds: readonly string[]) {
  const name = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(...fileFieldIds, "docs.0.doc_file", "docs.1.doc_file", "docs.99.doc_file"),
    },
    { weight: 1, arbitrary: nastyString },
  );
  return fc
    .record({
      field: name,
      filename: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.tuple(nastyString, fc.constantFrom(".jpg", ".pdf", ".JPG")).map((p) => p.join("")),
        },
        { weight: 1, arbitrary: nastyString },
      ),
      extra: fc.option(fc.tuple(nastyString, nastyString)),
      bytes: fc.uint8Array({ maxLength: 64 }),
    })
    .map(({ field, filename, extra, bytes }) => {
      const boundary = "----fuzzboundary";
      const clean = (s: string) => s.replace(/[\r\n"]/g, "_").slice(0, 300);
      const parts = [
        ...(extra
          ? [
              `--${boundary}\r\nContent-Disposition: form-data; name="${clean(extra[0])}"\r\n\r\n${clean(extra[1])}\r\n`,
            ]
          : []),
        `--${boundary}\r\nContent-Disposition: form-data; name="${clean(field)}"; filename="${clean(filename)}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ];
      return {
        payload: Buffer.concat([
          Buffer.from(parts.join("")),
          Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...bytes]),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
}

/** Content types a JSON route may receive instead of its own. */
export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-16",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/octet-stream",
      "text/csv",
    ),
  },
);
