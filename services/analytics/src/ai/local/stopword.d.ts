// stopword 3 ships no types: the lists this module reads
declare module 'stopword' {
  export const eng: string[];
  export const spa: string[];
  export const fra: string[];
  export const heb: string[];
}
