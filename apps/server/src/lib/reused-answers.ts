/**
 * Answers served to many requests as one object (a public search's answer kept a few seconds, decision 270). Checking
 * an answer against its response schema and writing it as JSON cost more than finding it in the cache, so each route's
 * serializer keeps the text of a reused answer it has written and sends that again. Only objects marked here are kept:
 * an answer made for one request is written as before, and nothing marked may be changed once returned.
 */
const reused = new WeakSet<object>();

/** Marks an answer that will be returned unchanged to many requests. */
export function markReused<T>(answer: T): T {
  if (typeof answer === 'object' && answer !== null) reused.add(answer);
  return answer;
}

/** A route's serializer that writes each reused answer once (per route and status: schemas differ between them). */
export function keepingReusedText(serialize: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !reused.has(data)) return serialize(data);
    let text = written.get(data);
    if (text === undefined) {
      text = serialize(data);
      written.set(data, text);
    }
    return text;
  };
}
