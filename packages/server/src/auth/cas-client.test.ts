import { describe, expect, it } from "vitest";
import { parseServiceResponse, splitServiceUrl, validateServiceTicket } from "./cas-client.ts";

describe("CAS client", () => {
  it("splits the page address into the service (without ticket) and the ticket", () => {
    expect(splitServiceUrl("https://apply.example.org/login?id=candform&ticket=ST-1-abc#x")).toEqual({
      service: "https://apply.example.org/login?id=candform",
      ticket: "ST-1-abc",
    });
    expect(splitServiceUrl("https://apply.example.org/login").ticket).toBeNull();
  });

  it("reads a CAS 3.0 success with the mail attribute, keeping numeric user names as text", () => {
    const xml = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
      <cas:authenticationSuccess><cas:user>00123</cas:user>
        <cas:attributes><cas:mail>a@example.org</cas:mail><cas:mail>b@example.org</cas:mail></cas:attributes>
      </cas:authenticationSuccess></cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({ user: "00123", mail: "a@example.org" });
  });

  it("reads a CAS 2.0 success without attributes", () => {
    const xml = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess>
      <cas:user>jdoe</cas:user></cas:authenticationSuccess></cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({ user: "jdoe", mail: undefined });
  });

  it("reads a failure, an empty user and garbage as no identity", () => {
    expect(
      parseServiceResponse(
        `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">no</cas:authenticationFailure></cas:serviceResponse>`,
      ),
    ).toBeNull();
    expect(
      parseServiceResponse(
        `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user> </cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
      ),
    ).toBeNull();
    expect(parseServiceResponse("<html>502 Bad Gateway</html>")).toBeNull();
  });

  it("answers CAS_UNAVAILABLE when the CAS server cannot be reached", async () => {
    await expect(
      validateServiceTicket("http://127.0.0.1:9", "https://apply.example.org/login", "ST-1"),
    ).rejects.toMatchObject({
      code: "CAS_UNAVAILABLE",
      status: 503,
    });
  });
});
