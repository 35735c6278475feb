import { describe, expect, it } from 'vitest';
import { newScriptNonce, securityHeaders, withScriptNonce } from './security-headers.ts';

describe('security headers', () => {
  it('are helmet headers with our content security policy', () => {
    const headers = securityHeaders();
    // Item 4: no inline script runs without the response's nonce.
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['content-security-policy']).toContain('connect-src');
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('adds one response’s nonce to script-src only', () => {
    const nonce = newScriptNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newScriptNonce()).not.toBe(nonce);
    const policy = withScriptNonce(securityHeaders()['content-security-policy'] ?? '', nonce);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(policy.match(/nonce-/g)).toHaveLength(1);
  });
});
