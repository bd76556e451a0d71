/**
 * Stream ids, one convention (docs/architecture.md, "Stream ids"): `<kind>-<key>`, where `<kind>` names the
 * aggregate in kebab-case, singular (`team`, `package-link`, `analytics-settings`), and `<key>` is the id the
 * aggregate is keyed by; an aggregate keyed by several ids joins them with `-` in a fixed order
 * (`response-<package>-<participant>-<cycle>`). Each kind has one builder, `<aggregate>StreamId`, made here and
 * kept beside its decider, or in contracts when another context or a projection reads the stream. Ids already in
 * the log keep their names; new kinds are made with `streamIdOf`.
 */
export const streamIdOf = <Keys extends [string, ...string[]] = [string]>(kind: string) => {
  if (!/^[a-z]+(-[a-z]+)*$/.test(kind)) throw new Error(`a stream kind is kebab-case: ${kind}`);
  return (...keys: Keys): string => {
    if (keys.some((key) => key.length === 0)) throw new Error(`a ${kind} stream needs every key`);
    return [kind, ...keys].join('-');
  };
};
