// The catalogue of one language, built from the domain catalogues (scripts/catalogues.ts).
declare module "virtual:catalogue/*" {
  const texts: Record<string, string>;
  export default texts;
}
