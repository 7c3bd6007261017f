import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';

/** What a process does: serve the API (HTTP and sockets) or run workers (Bull processors). */
export type ProcessPart = 'api' | 'workers';

/** The parts a process runs: ROLE=all runs both, ROLE=api and ROLE=worker one each. */
export type ProcessParts = Record<ProcessPart, boolean>;

/** What only one part of a process loads of a domain, beside the domain's own module. */
export type PartMetadata = Pick<ModuleMetadata, 'imports' | 'controllers' | 'providers'>;

export interface FeatureDefinition {
  /** The parts that load the domain at all; every process unless said. */
  loadedBy?: readonly ProcessPart[];
  /** Where the API is served: controllers, socket gateways and services only they use. */
  api?: PartMetadata;
  /** Where workers run: Bull processors and services only they use. */
  workers?: PartMetadata;
}

/** A domain (or a core block) as AppModule assembles it; see `feature`. */
export interface Feature {
  readonly module: Type | DynamicModule;
  readonly loadedBy: readonly ProcessPart[];
  /** One module per part, importing `module`: what that part adds. */
  readonly parts: Partial<Record<ProcessPart, Type>>;
}

const PARTS: readonly ProcessPart[] = ['api', 'workers'];

/**
 * The one way a module is switched on per process role. `module` holds what every process that
 * loads the domain needs (and exports what the parts use); `api` and `workers` list what only
 * that part adds, each gathered in a module of its own that imports `module` (so other domains
 * import `module` alone and never pull in routes or processors).
 */
export function feature(module: Type | DynamicModule, definition: FeatureDefinition = {}): Feature {
  const loadedBy = definition.loadedBy ?? PARTS;
  const name = ('module' in module ? module.module : module).name.replace(/Module$/, '');
  const parts: Partial<Record<ProcessPart, Type>> = {};
  for (const part of PARTS) {
    const metadata = definition[part];
    if (!metadata) continue;
    if (!loadedBy.includes(part)) {
      throw new Error(`${name} lists ${part} parts but is not loaded by ${part}.`);
    }
    parts[part] = partModule(`${name}${part === 'api' ? 'Api' : 'Workers'}Module`, {
      ...metadata,
      imports: [module, ...(metadata.imports ?? [])],
    });
  }
  return { module, loadedBy, parts };
}

/** The modules a process with these parts imports, in the order of `features`. */
export function modulesFor(
  features: readonly Feature[],
  running: ProcessParts,
): (Type | DynamicModule)[] {
  const runs = (part: ProcessPart) => running[part];
  return features.flatMap((f) =>
    f.loadedBy.some(runs)
      ? [f.module, ...PARTS.filter((p) => runs(p) && f.parts[p]).map((p) => f.parts[p]!)]
      : [],
  );
}

function partModule(name: string, metadata: ModuleMetadata): Type {
  const part = { [name]: class {} }[name]!;
  Module(metadata)(part);
  return part;
}
