/** The public pages shared by the top bar, the drawer and the footer (spec 000 §2 "App shell"). */
export type TNavLink = { to: string; labelKey: string; end?: boolean };

export const PRIMARY_NAV_LINKS: readonly TNavLink[] = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/features', labelKey: 'nav.features' },
  { to: '/pricing', labelKey: 'nav.pricing' },
  { to: '/about', labelKey: 'nav.about' },
];

export const SERVICE_LINKS: readonly TNavLink[] = [
  { to: '/claim-assessment', labelKey: 'footer.claimAssessment' },
  { to: '/data_collector', labelKey: 'footer.dataCollection' },
  { to: '/docs', labelKey: 'footer.apiDocs' },
];

export const CONTACT_PATH = '/about#feedback';
