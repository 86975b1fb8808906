/**
 * A consumer's file, type-checked against the installed tarball (test/package.test.ts) with
 * `moduleResolution: "bundler"` and with `"node16"`: each entry point of README.md resolves to
 * its own declarations, and they carry real types (the `@ts-expect-error` lines fail the check
 * if anything resolved to `any`).
 */
import '@agency/ui/styles.css';
import { createRef } from 'react';
import { Button, Modal, openDialogProps, PackageCard, showToast, type ButtonProps } from '@agency/ui';
import * as theme from '@agency/ui/theme';
import { media, sprinkles, tokens, vars, type Sprinkles } from '@agency/ui/theme';

export const accent: string = vars.color.accent;
export const tablet: string = media.tablet;
export const rawTokens: object = tokens;
const layout: Sprinkles = { display: 'flex', gap: '4' };
export const layoutClass: string = sprinkles(layout);
const size: ButtonProps['size'] = 'lg';

const cardRef = createRef<HTMLElement>();
const dialogRef = createRef<HTMLDialogElement>();
const buttonRef = createRef<HTMLButtonElement>();

export function Offer() {
  return (
    <PackageCard
      // Composition (README.md): ref, data-*, aria-* and a class on the card's <article>.
      ref={cardRef}
      data-analytics="package-pro"
      aria-describedby="vat-note"
      className="pricing-card"
      name="Pro Engage"
      price="$70"
      period="/m"
      features={['5 custom thumbnail designs']}
      action={
        <>
          <Button ref={buttonRef} size={size} onClick={() => showToast({ title: 'Chosen!' })}>
            Choose
          </Button>
          {/* Invoker Commands, typed by the library's augmentation of React's attributes. */}
          <Button {...openDialogProps('free-sample')}>Free sample</Button>
          <Button command="show-modal" commandfor="free-sample">
            Free sample
          </Button>
        </>
      }
    />
  );
}

export const dialog = <Modal ref={dialogRef} id="free-sample" title="Free sample" data-analytics="free-sample" />;

// @ts-expect-error `huge` is not one of the button's sizes.
export const wrongSize = <Button size="huge">Choose</Button>;
// @ts-expect-error a Modal's ref is a <dialog>'s, not a <button>'s.
export const wrongRef = <Modal ref={buttonRef} title="Free sample" />;
// @ts-expect-error the contract has no such token.
export const wrongToken = vars.color.notAToken;
// @ts-expect-error `@agency/ui/theme` is the theme only: no components.
export const noComponents = theme.Button;
