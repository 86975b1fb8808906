import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/theme';

// `findBy*` / `waitFor` wait up to 5 s (not 1 s): dialogs and toasts animate out, and a busy
// 2-core CI machine can take longer than a second to finish the exit animation.
configure({ asyncUtilTimeout: 5000 });

/** Viewport presets shared by every story: phone, tablet and desktop widths. */
const viewports = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop (1440 px)',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    // The designer's way in: the Introduction, then the theme's Foundations, then the components.
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', ['Colour', 'Typography', 'Spacing', 'Radii', 'Shadows', 'Motion'], '*'],
      },
    },
  },
};
export default preview;
