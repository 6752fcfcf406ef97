/**
 * A route's response serializer for answers every caller shares (the plan catalogue, issue #14): an
 * answer object is checked against the route's schema and stringified the first time it is sent,
 * and later sends of the same object reuse that JSON, which was most of such a route's cost. The
 * route must never change an answer object once it has been sent (`sharedOk` makes them).
 */
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

type ZodRouteSchema = Parameters<typeof serializerCompiler>[0];

export function serializeOncePerAnswer<T>(route: Parameters<FastifySerializerCompiler<T>>[0]) {
  // Fastify types a route's compiler by the route's whole schema, but hands it one response schema,
  // as it hands the app's compiler (fastify-type-provider-zod's).
  const serialize = serializerCompiler(route as unknown as ZodRouteSchema);
  const kept = new WeakMap<object, string>();
  return (data: unknown): string => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = kept.get(data);
    if (json === undefined) kept.set(data, (json = serialize(data)));
    return json;
  };
}
