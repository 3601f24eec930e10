// `${p.userId}` where the SQL would write `$3`: no comment needed to say which
// number is which.

export interface NamedParameters<Name extends string> {
  /** Each name's placeholder (`$1`, `$2`, …), to write into the statement. */
  readonly p: Readonly<Record<Name, string>>;
  /** The values in the placeholders' order, every name required. */
  readonly values: (named: Readonly<Record<Name, unknown>>) => unknown[];
}

export function namedParameters<const Name extends string>(
  names: readonly Name[],
): NamedParameters<Name> {
  const p = Object.fromEntries(names.map((name, index) => [name, `$${String(index + 1)}`]));
  return {
    p: p as Record<Name, string>,
    values: (named) => names.map((name) => named[name]),
  };
}
