/** The Yoast data a clone writes. */
export interface CloneSeo {
  title: string;
  ogTitle: string;
  metaDescription: string;
  focusKeyword: string;
  /** Carried by a verbatim copy; an AI rework writes none (it would be the source's language). */
  ogDescription?: string;
}

/** The post's SEO data as a clone carries it; null when it has none. */
export function seoOf(fields: {
  seoTitle: string | null;
  metaDescription: string | null;
  focusKeyword: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
}): CloneSeo | null {
  const { seoTitle, metaDescription, focusKeyword, ogTitle, ogDescription } = fields;
  if (![seoTitle, metaDescription, focusKeyword, ogTitle, ogDescription].some((v) => !!v))
    return null;
  return {
    title: seoTitle ?? '',
    metaDescription: metaDescription ?? '',
    focusKeyword: focusKeyword ?? '',
    ogTitle: ogTitle ?? '',
    ogDescription: ogDescription ?? '',
  };
}
