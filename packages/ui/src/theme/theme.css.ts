import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';

/** The agency theme, applied to `:root` so portalled dialogs and toasts read it too. */
createGlobalTheme(':root', vars, tokens);
