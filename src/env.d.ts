/** The build-time settings the console reads from `import.meta.env` beyond Vite's own. */
interface ImportMetaEnv {
  /** '1' in the build scripts/recordStyles.ts records styles from (src/app/styles/emotionCache.ts). */
  readonly VITE_STYLE_RECORDING?: string;
}
