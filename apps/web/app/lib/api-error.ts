/** A failed call: `status` is the HTTP-like status (0 transport, 500 unusable body), `code` the response code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  constructor(message: string, status: number, code?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}
