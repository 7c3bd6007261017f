/** The query keys of modules: what the live table (app/effects/liveQueries) refreshes. */
export const MODULES_KEY = ['modules'] as const;
export const MODULE_TREE_KEY = ['modules', 'tree'] as const;
