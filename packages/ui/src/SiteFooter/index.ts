export { SiteFooter, type FooterLink, type SiteFooterProps, type SocialLink } from './SiteFooter';
