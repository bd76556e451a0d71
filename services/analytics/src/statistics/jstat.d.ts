// The few distributions of jstat 1.9.6 the statistics use; the package ships no types.
declare module 'jstat' {
  type Distribution = {
    cdf(x: number, ...parameters: number[]): number;
    inv(p: number, ...parameters: number[]): number;
  };
  const jStat: { studentt: Distribution; normal: Distribution };
  export default jStat;
}
