// The leads service's command-line tools: main returns the exit code; an unexpected error prints its
// message (not a stack with a person's data in it) and exits 1.
export function runCli(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
