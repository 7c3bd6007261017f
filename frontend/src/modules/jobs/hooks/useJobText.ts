import { NO_TEXT, useStreamedTexts, type StreamedText } from './jobWatch';

export type { StreamedText } from './jobWatch';

/**
 * The text an AI model writes for job `jobId` (its `field`), as it streams in on `job:<id>`; see
 * {@link useStreamedTexts}. `jobId` null follows nothing.
 */
export function useJobText(jobId: string | null, field: string): StreamedText {
  const id = jobId ? Number(jobId) : 0;
  return useStreamedTexts(id > 0 ? [id] : [], field).get(id) ?? NO_TEXT;
}
