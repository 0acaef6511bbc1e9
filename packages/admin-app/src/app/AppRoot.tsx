import { Outlet } from 'react-router-dom';
import { useNavigationBridge, useNoticeBridge, useRouteLoading } from './bridges';

/** The root route: connects the router and notifications to non-React code, then renders the matched route. */
export function AppRoot() {
  useNavigationBridge();
  useNoticeBridge();
  useRouteLoading();
  return <Outlet />;
}
