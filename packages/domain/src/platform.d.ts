// The part of the WHATWG URL parser the domain uses (IDNA of e-mail domains, rules/email.ts; a video
// link's scheme, interviews/slots.ts). Node and browsers both have it as a global; the domain's own
// type check runs with neither's library.
declare class URL {
  constructor(url: string);
  readonly hostname: string;
  readonly protocol: string;
}
