import { defineConfig, devices } from '@playwright/test';
import { testReporters } from './support/reporters.ts';

// Debian's Chromium, never a downloaded browser (requirement stack-web).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Spec files that create a network namespace (support/network-namespace.ts). */
const NETWORK_NAMESPACE_SPECS = /dev-outbox-remote\.spec\.ts$/;
/** Debian's Chromium (no channel) at a desktop size. */
const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Sized for a shared 2-core machine at load 30+, where a page load can take 8 s: a test
  // waits on events, so a quiet machine never comes near these bounds.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: testReporters(),
  globalSetup: './support/global-setup.ts',
  use: {
    trace: 'retain-on-failure',
    // The site's service worker (decision 0161) would answer pages and code from its caches, out of
    // reach of the specs' page.route and of their server outages: it runs only where a spec allows it
    // (installable-app.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: desktopChrome, testIgnore: NETWORK_NAMESPACE_SPECS },
    // These make a veth pair on this machine: Chromium in a test running beside them hears the
    // network change and aborts its page load (net::ERR_NETWORK_CHANGED), so they run alone, last.
    { name: 'network-namespace', use: desktopChrome, testMatch: NETWORK_NAMESPACE_SPECS, dependencies: ['desktop'] },
  ],
});
