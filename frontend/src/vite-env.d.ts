/// <reference types="vite/client" />

/** SVG paths of the icons the app names, by name (scripts/iconPack.ts). */
declare module 'virtual:icon-pack/*' {
  const paths: Record<string, string[]>;
  export default paths;
}
