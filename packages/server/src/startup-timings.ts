/** Where the start-up's time goes: phases timed one after the other, printed as one line. */
export interface StartupTimings {
  /** Ends the current phase under this name and starts the next one. */
  lap(phase: string): void;
  /** "Started in 3.2 s: load 1.1, database 0.4, …": from the process's start, in seconds. */
  line(): string;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/**
 * Starts timing. The first phase, "load", is what ran before this call: Node's start, the
 * transpiling and loading of the server's modules (performance.now() counts from the process's start).
 */
export function startupTimings(): StartupTimings {
  let last = performance.now();
  const phases: [string, number][] = [["load", last]];
  return {
    lap(phase) {
      const now = performance.now();
      phases.push([phase, now - last]);
      last = now;
    },
    line() {
      const parts = phases.map(([phase, ms]) => `${phase} ${seconds(ms)}`).join(", ");
      return `Started in ${(last / 1000).toFixed(1)} s: ${parts}`;
    },
  };
}
