import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { RouteName as N } from './route-names.ts';

// Route ids are the stable route names of route-names.ts (used by navigation memory).
export default [
  index('routes/root-redirect.tsx', { id: N.rootRedirect }),
  layout('layouts/default-layout.tsx', { id: 'aboutLayout' }, [
    route('about/:name', 'routes/about.tsx', { id: N.about }),
  ]),
  layout('layouts/login-layout.tsx', { id: 'forbiddenLayout' }, [
    route('locationForbidden', 'routes/location-forbidden.tsx', { id: N.locationForbidden }),
  ]),
  route(':lang', 'routes/lang.tsx', { id: N.lang }, [
    layout('layouts/default-layout.tsx', [
      index('routes/home.tsx', { id: N.home }),
      route('schedule/league', 'routes/league-list.tsx', { id: N.league }),
      route('schedule/league/:id', 'routes/league-detail.tsx', { id: N.leagueDetail }),
      route('schedule/:id', 'routes/schedule.tsx', { id: N.schedule }),
      route('schedule', 'routes/schedule-today.tsx', { id: N.scheduleToday }),
      route('team/:name/:id', 'routes/team.tsx', { id: N.team }),
      route('player/:name/:id', 'routes/player.tsx', { id: N.player }),
      route('live/:name/:id', 'routes/live.tsx', { id: N.live }),
      route('me', 'routes/me.tsx', { id: N.me }),
      route('host/liveList', 'routes/host-live-list.tsx', { id: N.hostLiveList }),
      route('host/liveDetails', 'routes/host-live-details.tsx', { id: N.hostLiveDetails }),
      route('host/liveSet/:type', 'routes/host-live-set.tsx', { id: N.hostLiveSet }),
      route('host/preview', 'routes/host-preview.tsx', { id: N.hostPreview }),
      route('admin', 'routes/admin.tsx', { id: N.admin }, [
        index('routes/admin-index.tsx', { id: N.adminIndex }),
        route('hosts', 'routes/admin-hosts.tsx', { id: N.adminHosts }),
        route('home', 'routes/admin-home.tsx', { id: N.adminHome }),
        route('users', 'routes/admin-users.tsx', { id: N.adminUsers }),
        route('visits', 'routes/admin-visits.tsx', { id: N.adminVisits }),
        route('location', 'routes/admin-location.tsx', { id: N.adminLocation }),
        route('audit', 'routes/admin-audit.tsx', { id: N.adminAudit }),
        route('health', 'routes/admin-health.tsx', { id: N.adminHealth }),
      ]),
    ]),
    layout('layouts/login-layout.tsx', [
      route('login', 'routes/login.tsx', { id: N.login }),
      route('register', 'routes/register.tsx', { id: N.register }),
      route('resetpassword', 'routes/reset-password.tsx', { id: N.resetpassword }),
    ]),
    layout('layouts/header-layout.tsx', [
      route('host/liveRoom/:id', 'routes/host-live-room.tsx', { id: N.hostLiveRoom }),
      route('host/liveUserRoom/:id', 'routes/host-live-user-room.tsx', { id: N.hostLiveUserRoom }),
    ]),
  ]),
  route('*', 'routes/not-found.tsx', { id: N.notFound }),
] satisfies RouteConfig;
