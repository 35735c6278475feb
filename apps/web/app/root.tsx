import { isLanguage } from '@placar/contract/languages';
import { useContext } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { DialogHost } from './components/ui/dialog-host.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { ClientBootstrap } from './shell/client-bootstrap.tsx';
import { ErrorPage } from './shell/error-page.tsx';
import { catalogueFile } from './i18n/catalogue-files.server.ts';
import { isFirstScreenPath } from './i18n/first-sections.ts';
import { isStaffPath, loadCatalogue } from './i18n/i18n.ts';
import { I18nProvider } from './i18n/use-translation.tsx';
import { cspNonce } from './lib/boot/csp-nonce.ts';
import { HeadScript } from './lib/boot/head-script.ts';
import { htmlLang, requestLanguage } from './lib/page/language.ts';
import { pageMeta } from './lib/page/page-meta.ts';
import { setPublicConfig } from './lib/page/public-config.ts';
import { loadPublicConfig, siteOrigin } from './lib/page/public-config.server.ts';
import { serverNow } from './lib/time/request-clock.ts';
import { requestTimeZone } from './lib/time/time-zone.ts';
import { zoneOffsets } from './lib/time/zone-offsets.ts';

// The keys the server sets its clock and the page's CSP nonce under (apps/server/src/web/load-web-build.ts).
export { requestClock } from './lib/time/request-clock.ts';
export { cspNonce } from './lib/boot/csp-nonce.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The first path segment when it is a language, else the saved language (cookie, browser).
  const lang = requestLanguage(request, url.pathname.split('/')[1]);
  // The zone the page's times are shown in: the browser's, saved in the tz cookie, else UTC.
  const tz = requestTimeZone(request.headers.get('cookie'));
  const now = serverNow(context);
  // Its offsets around now, so times are written without Intl on both sides (decision 0097).
  return {
    lang,
    origin: siteOrigin(request),
    config: loadPublicConfig(),
    tz,
    zoneOffsets: zoneOffsets(tz, now.getTime()),
    year: now.getUTCFullYear(),
    nonce: context.get(cspNonce),
    catalogue: catalogueFile(lang, isFirstScreenPath(url.pathname) ? 'first' : 'main'),
    staffCatalogue: isStaffPath(url.pathname) ? catalogueFile(lang, 'staff') : undefined,
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

/** A page in the other language renders only once its catalogue is here (decision 0078); hydration uses the server's data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogue(data.lang);
  return data;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icon-192.png' },
];

/** Only used when a page has no meta of its own: the error pages. */
export const meta: Route.MetaFunction = (args) => {
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return pageMeta(args, args.error ? (notFound ? 'notFound' : 'error') : 'home');
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  const { pathname } = useLocation();
  const first = pathname.split('/')[1];
  const lang = isLanguage(first) ? first : (data?.lang ?? 'en');
  const headScript = useContext(HeadScript);
  // The zone the page is rendered in and its offsets, read by the head script before anything is
  // painted (decision 0137). Not on the about pages: they show no time, and are served prerendered
  // in UTC to every zone, so a reload for the zone would bring the same page.
  const zone = data?.zoneOffsets && !/^\/about\//.test(pathname) ? data.zoneOffsets : undefined;
  return (
    <html
      lang={htmlLang(lang)}
      className="bg-ink-950"
      data-tz={zone?.zone}
      data-tz-offsets={zone ? JSON.stringify({ until: zone.until, spans: zone.spans }) : undefined}
    >
      <head>
        {/* Runs under the CSP only with this response's nonce; browsers hide nonces from the DOM, hence no hydration warning. */}
        <script
          nonce={data?.nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: headScript }}
        />
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#070b11" />
        {/* The installed app opens on the page's language (manifest-en and manifest-br, decision 0161). */}
        <link rel="manifest" href={`/manifest-${lang}.webmanifest`} />
        {data?.config.siteVerification ? (
          <meta name="google-site-verification" content={data.config.siteVerification} />
        ) : null}
        {/* With a precedence React puts the stylesheet ahead of the modulepreloads it hoists, so the only render-blocking file is asked for first. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
        {/* The page's catalogue runs before the entry (module scripts run in order), so hydration need not wait a turn for it. */}
        {data?.catalogue ? (
          <script type="module" src={data.catalogue} nonce={data.nonce || undefined} suppressHydrationWarning />
        ) : null}
        {/* Host and admin pages: their texts' chunk too, after the catalogue it adds to (decision 0082). */}
        {data?.staffCatalogue ? (
          <script type="module" src={data.staffCatalogue} nonce={data.nonce || undefined} suppressHydrationWarning />
        ) : null}
      </head>
      <body>
        <I18nProvider lang={lang}>{children}</I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  setPublicConfig(loaderData.config);
  return (
    <>
      <ClientBootstrap />
      <Outlet />
      <Toaster />
      <DialogHost />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const path = (error.data as { path?: unknown } | null)?.path;
    return <ErrorPage status={404} path={typeof path === 'string' ? path : undefined} />;
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage status={500} />;
}
