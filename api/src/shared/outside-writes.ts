import { insideWrite } from "db";

/**
 * `target` with the methods named in `calls` refusing to run inside `db.write`. A network call in a
 * write transaction would hold the database's write lock (and every other writer with it) for as
 * long as the other side takes to answer, and a transaction that rolls back cannot take back a
 * charge or an e-mail (docs/architecture.md, "The data layer"). Every app's payment gateway and
 * mail transport are wrapped (deps.ts), so any test that reaches such a call fails loudly.
 */
export function outsideWrites<T extends object>(target: T, what: string, calls: readonly (keyof T)[]): T {
  const guarded = new Set<PropertyKey>(calls);
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== "function" || !guarded.has(property)) return value;
      return (...args: unknown[]) => {
        if (insideWrite()) {
          throw new Error(
            `${what}.${String(property)} was called inside db.write: call it before or after the transaction.`,
          );
        }
        return Reflect.apply(value, object, args);
      };
    },
  });
}
