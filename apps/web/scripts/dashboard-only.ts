/** The module graph as the bundler's chunking context shows it. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/**
 * Whether every import chain to module `id` passes through `dashboardRoutes` (the module of the
 * logged-in area's routes, loaded only under /dashboard): neither the entry nor a public page
 * reaches it.
 */
export function onlyInDashboard(id: string, graph: ModuleGraph, dashboardRoutes: RegExp): boolean {
  const known = new Map<string, boolean>();
  const reachedOnlyFromDashboard = (module: string): boolean => {
    if (dashboardRoutes.test(module)) return true;
    const seen = known.get(module);
    if (seen !== undefined) return seen;
    // A cycle back to a module being looked at adds no new way in.
    known.set(module, true);
    const info = graph.getModuleInfo(module);
    const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
    const only = !!info && !info.isEntry && importers.length > 0 && importers.every(reachedOnlyFromDashboard);
    known.set(module, only);
    return only;
  };
  return reachedOnlyFromDashboard(id);
}
