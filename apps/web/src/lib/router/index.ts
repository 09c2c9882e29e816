export { Link, type LinkProps, NavLink } from './link';
export type { Location, NavigateOptions } from './location-store';
export { matchRoutes, type RouteObject } from './route-matching';
export {
  BrowserRouter,
  Navigate,
  type NavigateFunction,
  Outlet,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from './router';
