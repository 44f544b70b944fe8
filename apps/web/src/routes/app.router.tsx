import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/app-layout';
import { PageSpinner } from '../components/page-spinner';
import {
  AboutPage,
  CarsPage,
  ClaimAssessmentPage,
  DataCollectorPage,
  DocsPage,
  FeaturesPage,
  HomePage,
  PricingPage,
  ProfilePage,
  RegisterPage,
  ReportPage,
  ResetPasswordPage,
} from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { requireAuthLoader } from './require-auth.loader';
import { RouteErrorPage } from './route-error-page';

/**
 * Login-required routes (spec 000 §6). shouldRevalidate is always true so that even a navigation that keeps the
 * same route matched (a click on the current page's link) asks the server again.
 */
const guarded = (route: RouteObject): RouteObject => ({
  ...route,
  loader: requireAuthLoader,
  shouldRevalidate: () => true,
  hydrateFallbackElement: <PageSpinner />,
});

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'features', element: <FeaturesPage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'claim-assessment', element: <ClaimAssessmentPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
          guarded({ path: 'profile', element: <ProfilePage /> }),
          guarded({ path: 'cars', element: <CarsPage /> }),
          guarded({ path: 'results/:assessmentId', element: <ReportPage /> }),
          guarded({ path: 'data_collector', element: <DataCollectorPage /> }),
          guarded({ path: 'docs', element: <DocsPage /> }),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
