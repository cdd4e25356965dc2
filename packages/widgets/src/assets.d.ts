// Font files imported by the widgets resolve to their URL: Vite (web app, Storybook, tests) does
// that by default, and the tsup/esbuild builds use the `file` loader for `.woff2`.
declare module "*.woff2" {
  const url: string;
  export default url;
}
