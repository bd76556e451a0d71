import type { Server } from 'node:http';

/** the address the gateway listens on, as `npm start` prints it: http://localhost:<port> */
export const localUrl = (server: Server, fallbackPort: number): string => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : fallbackPort;
  return `http://localhost:${port}`;
};

/**
 * The base of links Canopy mails (password reset, invitation): PUBLIC_URL, or else the address the
 * gateway listens on. Never the request's Host header: anyone can send any Host, and a reset link
 * pointing at their site would hand them the token.
 */
export const publicBaseUrl = (config: { PUBLIC_URL?: string | undefined; PORT: number }, server: Server): string =>
  (config.PUBLIC_URL ?? localUrl(server, config.PORT)).replace(/\/+$/, '');
