import type { Database } from "../db/database.ts";
import type { NotificationHandlers } from "../db/notifications.ts";
import { loadFrozenPublications, type AnswerJury, type JuryTables } from "./jury-of-answer.ts";

/**
 * The lookups a tab save reads (juries, formations, countries), loaded once and shaped for it:
 * matching the jury, the facts' programme labels and EU flag, checking a country or programme code.
 */
export interface LookupSnapshot {
  juryTables: JuryTables;
  /** Programme descriptions by "type code", so that the search finds a programme by name. */
  programmeLabels: ReadonlyMap<string, string>;
  /** The country codes of the EU member states (pays_ue). */
  euCountries: ReadonlySet<string>;
  /** Every country code, alpha-2 and alpha-3, as the `pays` lookup accepts them. */
  countryCodes: ReadonlySet<string>;
  /** The programme codes of each formation type, as `iformformations/{type}` accepts them. */
  formationCodes: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each country's name in both languages, by its alpha-2 and alpha-3 codes (a report's `pays` labels). */
  countryNames: ReadonlyMap<string, Names>;
  /** Each programme's description in both languages, by "type code" (a report's `iformformations/{type}` labels). */
  programmeNames: ReadonlyMap<string, Names>;
}

/** A label in each language of the portal. */
export interface Names {
  en: string;
  fr: string;
}

/** Reads the tables of a snapshot in `db` (four statements): what the cache holds, or a transaction's own view. */
export async function loadLookupSnapshot(db: Database): Promise<LookupSnapshot> {
  const [juries, formations, countries, frozen] = await Promise.all([
    db
      .selectFrom("juries")
      .select(["id_jury", "label", "label_fr", "resultats_publies", "resultats_brs_publies"])
      .execute(),
    db
      .selectFrom("formations")
      .select(["type", "enum", "description", "description_fr", "id_jury"])
      .execute(),
    db.selectFrom("countries").select(["code", "codeiso", "pays_ue", "name_en", "name_fr"]).execute(),
    loadFrozenPublications(db),
  ]);
  const formationCodes = new Map<string, Set<string>>();
  for (const f of formations)
    formationCodes.set(f.type, (formationCodes.get(f.type) ?? new Set()).add(f.enum));
  return {
    juryTables: {
      juries: juries satisfies AnswerJury[],
      formations: formations.flatMap((f) =>
        f.id_jury === null ? [] : [{ type: f.type, enum: f.enum, id_jury: f.id_jury }],
      ),
      frozen,
    },
    programmeLabels: new Map(formations.map((f) => [`${f.type} ${f.enum}`, f.description])),
    euCountries: new Set(countries.filter((c) => c.pays_ue).map((c) => c.code)),
    countryCodes: new Set(countries.flatMap((c) => [c.code, c.codeiso])),
    formationCodes,
    countryNames: new Map(
      countries.flatMap((c) => {
        const names = { en: c.name_en, fr: c.name_fr };
        return [[c.code, names] as const, [c.codeiso, names] as const];
      }),
    ),
    programmeNames: new Map(
      formations.map((f) => [
        `${f.type} ${f.enum}`,
        { en: f.description, fr: f.description_fr || f.description },
      ]),
    ),
  };
}

/**
 * The lookups of loadLookupSnapshot kept in memory between imports (issue #13): a tab save then
 * reads none of them from the database. Every change to a lookup table NOTIFYs (migration 0016, a
 * statement trigger, so imports, jury flags, seeds and hand-written SQL alike); each process LISTENs
 * and forgets its copy, the next reader loads it again. While the listening connection is down,
 * nothing is kept (every reader loads), since a notification could be missed.
 *
 * Read it only outside a transaction that changes lookups (that transaction sees its own changes,
 * the cache does not until the commit): imports and jury updates load their own snapshot.
 */
export class LookupCache {
  private snapshot: Promise<LookupSnapshot> | undefined;
  /** Bumped by every invalidation: a load that started before one is not kept. */
  private generation = 0;
  private live = false;

  constructor(private readonly db: Database) {}

  /**
   * What to do on the notifications of LOOKUP_CHANNEL (app.ts listens, db/notifications.ts): before
   * the listener is live, or while it is down, nothing is kept.
   */
  readonly notifications: NotificationHandlers = {
    onNotify: () => this.invalidate(),
    onLive: (live) => {
      this.invalidate();
      this.live = live;
    },
  };

  /** The snapshot in memory, loaded when there is none. */
  get(): Promise<LookupSnapshot> {
    if (this.snapshot) return this.snapshot;
    const generation = this.generation;
    const loading = loadLookupSnapshot(this.db);
    if (!this.live) return loading;
    this.snapshot = loading;
    // A failed load is not kept; nor one overtaken by an invalidation (invalidate cleared it already).
    loading.catch(() => {
      if (this.generation === generation && this.snapshot === loading) this.snapshot = undefined;
    });
    return loading;
  }

  /** Forgets the snapshot: the lookups changed (or may have). */
  invalidate(): void {
    this.generation++;
    this.snapshot = undefined;
  }

  /** Keeps nothing more (the app closes). */
  close(): void {
    this.live = false;
    this.invalidate();
  }
}
