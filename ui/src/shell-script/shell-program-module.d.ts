/** The shell's program (shell-program.ts) bundled and minified, as text: made by scripts/shell-program-module.ts. */
declare module 'virtual:shell-program' {
  const program: string;
  export default program;
}
