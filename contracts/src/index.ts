export * from './platform/envelope.ts';
export * from './platform/http.ts';
