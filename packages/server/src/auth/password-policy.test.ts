import { describe, expect, it } from "vitest";
import { commonPasswords, isCommonPassword, passwordProblem } from "./password-policy.ts";

describe("password policy", () => {
  it("ships a list of several thousand common passwords", () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(3000);
    expect(commonPasswords().has("password")).toBe(true);
  });

  it("recognises common passwords whatever their case", () => {
    expect(isCommonPassword("1QAZ2WSX3EDC")).toBe(true);
    expect(isCommonPassword("a genuinely uncommon passphrase")).toBe(false);
  });

  it("refuses fewer than 12 characters, counting characters as people see them", () => {
    expect(passwordProblem("elevenchars")).toBe("PASSWORD_TOO_SHORT");
    expect(passwordProblem("😀".repeat(11))).toBe("PASSWORD_TOO_SHORT");
    expect(passwordProblem("twelve chars")).toBeNull();
  });

  it("accepts long passphrases up to 1024 characters, with no composition rules", () => {
    expect(passwordProblem("a".repeat(13) + " lowercase only")).toBeNull();
    expect(passwordProblem("z".repeat(64))).toBeNull();
    expect(passwordProblem("z".repeat(1024))).toBeNull();
    expect(passwordProblem("z".repeat(1025))).toBe("PASSWORD_TOO_LONG");
  });

  it("refuses a common password of 12 characters or more", () => {
    expect(passwordProblem("qwerty123456")).toBe("PASSWORD_COMMON");
  });
});
