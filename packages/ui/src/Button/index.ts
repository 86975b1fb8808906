export {
  Button,
  ButtonLink,
  buttonClassName,
  buttonSizes,
  buttonVariants,
  type ButtonLinkProps,
  type ButtonProps,
} from './Button';
