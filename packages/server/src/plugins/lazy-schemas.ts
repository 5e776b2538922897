import { createRequire } from "node:module";
import type { FastifyServerOptions } from "fastify";

/**
 * Route schemas compiled on a route's first use instead of at start-up. Fastify compiles the
 * validators (ajv) and serializers (fast-json-stringify) of every route as the route is added:
 * about a second of CPU at each start for a few hundred schemas, most of which a given process
 * never uses. Here each compiler hands Fastify a stand-in that compiles the real function the
 * first time it is called (a few milliseconds, once per route and part), with Fastify's own
 * compilers, so validation and serialization are what they were.
 *
 * One difference: with compilers of our own, Fastify gives header schemas to the compiler as
 * written instead of lower-casing their property names first, so header names in schemas are
 * written in lower case (HTTP headers reach the validator lower-cased).
 *
 * `compileAll` compiles what is still pending: the schema test calls it, so that a schema ajv or
 * fast-json-stringify refuses fails CI instead of a route's first request.
 */
export interface LazySchemas {
  schemaController: NonNullable<FastifyServerOptions["schemaController"]>;
  /** Compiles every stand-in not compiled yet; returns how many there were in all. */
  compileAll(): number;
}

// Fastify's own compilers, from Fastify's own folder: the very versions it would use by itself.
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve("fastify"));

type AnyFunction = (...args: unknown[]) => unknown;
type Factory = (externalSchemas: unknown, options: unknown) => (routeSchema: unknown) => AnyFunction;

export function lazySchemas(): LazySchemas {
  const compilers: (() => AnyFunction)[] = [];

  /** A function standing for `build()`'s, built on its first call (or its first property read). */
  function standIn(build: () => AnyFunction): AnyFunction {
    let real: AnyFunction | undefined;
    const compiled = () => (real ??= build());
    compilers.push(compiled);
    const call = function (this: unknown, ...args: unknown[]) {
      return compiled().apply(this, args);
    };
    // What Fastify reads on an ajv validator: its errors after a call, and schemaEnv (then it
    // passes the parent object, so that ajv may coerce a root value).
    Object.defineProperties(call, {
      errors: { get: () => (real as { errors?: unknown } | undefined)?.errors },
      schemaEnv: { get: () => (compiled() as { schemaEnv?: unknown }).schemaEnv },
    });
    return call;
  }

  /** The factory Fastify calls with the shared schemas, made lazy down to the compiler's own creation. */
  function lazyFactory(load: () => Factory): Factory {
    return (externalSchemas, options) => {
      let compiler: ((routeSchema: unknown) => AnyFunction) | undefined;
      return (routeSchema) => standIn(() => (compiler ??= load()(externalSchemas, options))(routeSchema));
    };
  }

  let validatorFactory: Factory | undefined;
  let serializerFactory: Factory | undefined;
  return {
    schemaController: {
      compilersFactory: {
        buildValidator: lazyFactory(
          () => (validatorFactory ??= (fastifyRequire("@fastify/ajv-compiler") as () => Factory)()),
        ),
        buildSerializer: lazyFactory(
          () =>
            (serializerFactory ??= (
              fastifyRequire("@fastify/fast-json-stringify-compiler") as () => Factory
            )()),
        ),
      } as never,
    },
    compileAll() {
      for (const compiled of compilers) compiled();
      return compilers.length;
    },
  };
}
