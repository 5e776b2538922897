/** SPEC §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * The client-side checks of SPEC §5 "Passwords", all at once, as catalogue keys: at least 12
 * characters, and the confirmation identical. The server checks again (and refuses common ones).
 */
export function passwordProblems(password: string, confirmation: string): string[] {
  const problems: string[] = [];
  // Length in code points, so that an accented or emoji character counts as one.
  if ([...password].length < MIN_PASSWORD_LENGTH) problems.push("shell.activation.passwordTooShort");
  if (password !== confirmation) problems.push("shell.activation.passwordMismatch");
  return problems;
}
