/** The load both servers are measured under. */
export const MATCHES = 300;
export const PATH = '/api/schedule/mobilList?limit=500';
