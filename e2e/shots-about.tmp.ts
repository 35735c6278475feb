// Throwaway: screenshots of /about pages (not committed).
import { chromium } from '@playwright/test';
import { E2E_CLOCK_START, startPlacarServer } from './support/placar-server.ts';

const server = await startPlacarServer({ CLOCK_START: E2E_CLOCK_START });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const [device, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 768 }]] as const) {
    for (const [lang, locale] of [['en', 'en-US'], ['br', 'pt-BR']] as const) {
      const context = await browser.newContext({ baseURL: server.url, viewport, locale, isMobile: device === 'phone', hasTouch: device === 'phone' });
      const page = await context.newPage();
      const csp: string[] = [];
      page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) csp.push(m.text()); });
      for (const name of ['about', 'terms']) {
        const response = await page.goto(`/about/${name}`);
        await page.locator('html[data-hydrated]').waitFor();
        await page.screenshot({ path: `/tmp/about-shots/${device}-${lang}-${name}.png`, fullPage: device === 'phone' });
        console.log(device, lang, name, response?.status(), (response?.headers()['content-security-policy'] ?? '').match(/script-src[^;]*/)?.[0]?.slice(0, 60));
      }
      console.log('csp violations', csp);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
