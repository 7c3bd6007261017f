/// <reference types="vite/client" />

/** SVG paths of the icons the app names, by name (scripts/iconPack.ts). */
declare module 'virtual:icon-pack/*' {
  const paths: Record<string, string[]>;
  export default paths;
}

/** The sections of a language's translations the first route names (scripts/localeFirst.ts). */
declare module 'virtual:locale-first/*' {
  const sections: Record<string, unknown>;
  export default sections;
}
