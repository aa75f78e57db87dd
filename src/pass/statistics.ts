// Pass statistics (MLIR's Pass::Statistic): named counters a pass bumps while it runs,
// reported by `--mlir-pass-statistics`.

export interface StatisticSpec {
  /** The statistic's name in reports (`num-cse'd`). */
  readonly name: string;
  readonly description: string;
}

/** A pass's statistics: property name (camelCase, as generated) to spec. */
export type StatisticSpecs = { readonly [property: string]: StatisticSpec };

/** One counter. */
export class Statistic {
  value = 0;
  constructor(
    readonly name: string,
    readonly description: string,
  ) {}
  add(amount = 1): void {
    this.value += amount;
  }
  set(value: number): void {
    this.value = value;
  }
}

/** The counters of a pass, typed by its specs. */
export type StatisticCounters<S extends StatisticSpecs> = { readonly [K in keyof S]: Statistic };

export function createCounters<S extends StatisticSpecs>(specs: S): StatisticCounters<S> {
  const counters: Record<string, Statistic> = {};
  for (const [property, spec] of Object.entries(specs)) counters[property] = new Statistic(spec.name, spec.description);
  return counters as StatisticCounters<S>;
}
