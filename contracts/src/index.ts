export * from './platform/envelope.ts';
export * from './platform/http.ts';
export * from './platform/eventContract.ts';
export * from './identity/api.ts';
export * from './platform/countries.ts';
export * from './platform/phone.ts';
export * from './workspace/api.ts';
export * from './participants/api.ts';
