/** The query keys of the settings (one registry for the feature); `app.info.updated` refreshes them. */
export const SETTINGS_QUERY_KEY = ['settings'] as const;
