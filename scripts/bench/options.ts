/** A positive number given on the command line as `--name=value`, or `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = given ? Number(given.split("=")[1]) : fallback;
  if (!(value > 0)) throw new Error(`--${name} must be a positive number`);
  return value;
}
