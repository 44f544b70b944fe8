import { lazy } from 'react';

/** The marketing and public-form pages are their own chunks; the shell renders before any of them loads. */
export const HomePage = lazy(() => import('../features/marketing/pages/home-page'));
export const FeaturesPage = lazy(() => import('../features/marketing/pages/features-page'));
export const PricingPage = lazy(() => import('../features/marketing/pages/pricing-page'));
export const AboutPage = lazy(() => import('../features/marketing/pages/about-page'));
export const ClaimAssessmentPage = lazy(() => import('../features/marketing/pages/claim-assessment-page'));
export const RegisterPage = lazy(() => import('../features/public-forms/register-page'));
export const ResetPasswordPage = lazy(() => import('../features/public-forms/reset-password-page'));
export const DocsPage = lazy(() => import('../features/api-docs/docs-page'));
export const ProfilePage = lazy(() => import('../features/profile/profile-page'));
export const CarsPage = lazy(() => import('../features/cars/cars-page'));
export const DataCollectorPage = lazy(() => import('../features/data-collector/data-collector-page'));
export const ReportPage = lazy(() => import('../features/report/report-page'));
