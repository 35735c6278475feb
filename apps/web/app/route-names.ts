/**
 * Stable route names (requirement navigation). They are the React Router route ids, so the
 * name of the current page is the id of the deepest match; navigation memory saves it.
 */
export const RouteName = {
  rootRedirect: 'rootRedirect',
  about: 'about',
  locationForbidden: 'locationForbidden',
  lang: 'lang',
  home: 'home',
  schedule: 'schedule',
  league: 'league',
  leagueDetail: 'leagueDetail',
  live: 'live',
  team: 'team',
  player: 'player',
  scheduleToday: 'scheduleToday',
  login: 'login',
  register: 'register',
  resetpassword: 'resetpassword',
  me: 'me',
  hostLiveList: 'hostLiveList',
  hostLiveDetails: 'hostLiveDetails',
  hostLiveSet: 'hostLiveSet',
  hostPreview: 'hostPreview',
  hostLiveRoom: 'hostLiveRoom',
  hostLiveUserRoom: 'hostLiveUserRoom',
  admin: 'admin',
  adminIndex: 'adminIndex',
  adminHosts: 'adminHosts',
  adminHome: 'adminHome',
  adminUsers: 'adminUsers',
  adminVisits: 'adminVisits',
  adminLocation: 'adminLocation',
  adminAudit: 'adminAudit',
  adminHealth: 'adminHealth',
  notFound: 'notFound',
} as const;

/** Pages that are never remembered as the last visited page (requirement navigation). */
export const UNREMEMBERED_ROUTES: ReadonlySet<string> = new Set([
  RouteName.login,
  RouteName.register,
  RouteName.resetpassword,
]);
