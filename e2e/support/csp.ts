// What the content security policy tests share: the violations a page reports on its console,
// and whether a script injected the way an XSS would add it runs.
import type { Page } from '@playwright/test';

/** Collects every CSP violation the page reports on its console, from now on. */
export function consoleCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** True when an inline script appended to the document runs: the CSP let an injection through. */
export function injectedScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
}
