/** The query keys of generated articles (one registry for the feature). */
export const GENERATED_KEY = ['generated'] as const;
export const generatedKey = (id: number | null) => [...GENERATED_KEY, id] as const;
/** The post Use would replace. */
export const replacementKey = (id: number | null) => [...GENERATED_KEY, id, 'replacement'] as const;
