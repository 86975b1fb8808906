export { SiteHeader, type NavLink, type SiteHeaderProps } from './SiteHeader';
