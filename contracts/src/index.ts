export * from './platform/envelope.ts';
