export * from './platform/envelope.ts';
export * from './platform/http.ts';
export * from './platform/eventContract.ts';
export * from './identity/api.ts';
