import { useDeferredValue, useEffect, useMemo, useState } from "react";
import type { Message } from "@portal/domain/i18n/catalogue";
import type * as PasswordRules from "@portal/domain/rules/passwords";

/** The domain's password rules, loaded on demand: zxcvbn and its dictionaries weigh about 1 MB gzipped. */
export type PasswordRulesModule = typeof PasswordRules;

let loading: Promise<PasswordRulesModule> | undefined;

/**
 * Loads the password rules once (a dynamic import, so neither the home page nor the login page
 * downloads the dictionaries); the activation screen starts it as it opens.
 */
export function loadPasswordRules(): Promise<PasswordRulesModule> {
  loading ??= import("@portal/domain/rules/passwords").catch((error: unknown) => {
    loading = undefined; // a failed download is tried again at the next call
    throw error;
  });
  return loading;
}

/**
 * The server's verdict on the password as it is typed, for `login`: undefined while the rules
 * load or the field is empty, else the messages (none when the password is acceptable). The
 * deferred value keeps typing smooth while zxcvbn works.
 */
export function useLivePasswordVerdict(password: string, login: string): Message[] | undefined {
  const [rules, setRules] = useState<PasswordRulesModule>();
  useEffect(() => {
    let live = true;
    loadPasswordRules().then(
      (module) => live && setRules(module),
      () => undefined, // without the rules the form still works: the submit waits for them, the server judges
    );
    return () => {
      live = false;
    };
  }, []);
  const typed = useDeferredValue(password);
  return useMemo(
    () => (rules && typed ? rules.passwordStrength(typed, login) : undefined),
    [rules, typed, login],
  );
}
