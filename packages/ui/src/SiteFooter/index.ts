export { PRIVACY_NOTICE_ID, SiteFooter, type FooterLink, type SiteFooterProps, type SocialLink } from './SiteFooter';
