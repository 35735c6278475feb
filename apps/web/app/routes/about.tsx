import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/about';
import { fetchAboutPayload } from '../features/pages/about-payload.ts';
import { pageMeta } from '../lib/page/page-meta.ts';
import { isAboutPage, notFound } from '../lib/page/route-params.ts';

/** Static information pages: about, terms, privacy, contact; any other name is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isAboutPage(params.name)) return notFound();
  return { name: params.name };
}

/** Client navigations read the prerendered page's JSON payload file (requirement page-payloads, decision 0067). */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return (await fetchAboutPayload(params.name)) ?? serverLoader();
}

// The page's own title ("About · Terms of use"), not its slug ("About · terms").
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'about', args.loaderData ? { text: `about.${args.loaderData.name}.title` } : undefined);

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-4 py-4" data-testid={`about-${loaderData.name}`}>
      <p className="text-xs font-bold tracking-widest text-pitch-400 uppercase">{t('about.heading')}</p>
      <h1 className="text-3xl font-extrabold tracking-tight text-white">{t(`about.${loaderData.name}.title`)}</h1>
      <p className="text-lg leading-relaxed text-slate-300">{t(`about.${loaderData.name}.body`)}</p>
      {loaderData.name === 'about' ? (
        // The country database's licence (CC BY 4.0, decision 0062) asks for this credit.
        <p className="text-sm text-slate-400" data-testid="dbip-attribution">
          {t('about.attribution')}{' '}
          <a href="https://db-ip.com" className="text-pitch-400 underline" rel="noopener">
            DB-IP
          </a>{' '}
          (CC BY 4.0)
        </p>
      ) : null}
    </article>
  );
}
