/** The app's version (apps/tablet/package.json), set at build: reported in metrics as acorn_version. */
declare const __ACORN_TABLET_VERSION__: string;
