import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, openDialogProps } from '../Dialog';
import { pressEscape } from '../internal/storyInput';
import { PackageCard } from '../PackageCard';
import { FoundationPage } from './FoundationPage';
import * as styles from './foundations.css';

const cardRef = createRef<HTMLElement>();
const dialogRef = createRef<HTMLDialogElement>();

const cardCode = `<PackageCard
  ref={cardRef}
  data-analytics="package-pro"
  aria-describedby="vat-note"
  className={styles.consumerCard}
  name="Pro Engage" price="$70" period="/m" features={[…]} action={…}
/>`;

const dialogCode = `<Modal
  ref={dialogRef}
  id="composition-modal"
  data-analytics="free-sample"
  aria-describedby="composition-modal-note"
  className={styles.consumerDialog}
  title="Claim your free sample"
>
  <p id="composition-modal-note">We design one thumbnail for free.</p>
</Modal>`;

/**
 * Foundations › Composition: how a page adds its own attributes to a component
 * (packages/ui/README.md, "Composition"), shown on a PackageCard and a Modal.
 */
const meta = {
  title: 'Foundations/Composition',
  tags: ['!autodocs'],
  render: () => (
    <FoundationPage
      title="Composition"
      intro={
        <>
          <p>
            Every component whose root is one element takes <code>ref</code> and any attribute of that element
            (<code>data-*</code>, <code>aria-*</code>, <code>className</code>, <code>id</code>, event handlers) and puts
            them on it, with no wrapper: a page can tag, describe or restyle a component without forking it.
          </p>
          <p>
            The component&apos;s own props win where they clash, and a class is added to its own classes, never
            instead of them.
          </p>
        </>
      }
    >
      <section aria-labelledby="composition-card" className={styles.slot}>
        <h2 id="composition-card" className={styles.sectionTitle}>
          PackageCard: its root <code>&lt;article&gt;</code>
        </h2>
        <pre className={styles.codeBlock}>{cardCode}</pre>
        <p id="vat-note" className={styles.note}>
          Prices exclude VAT.
        </p>
        <div data-testid="card-slot" className={styles.slot}>
          <PackageCard
            ref={cardRef}
            data-analytics="package-pro"
            aria-describedby="vat-note"
            className={styles.consumerCard}
            name="Pro Engage"
            price="$70"
            period="/m"
            features={['5 custom thumbnail designs', 'Unlimited revisions']}
            popular
            action={<Button fullWidth>Choose Pro Engage</Button>}
          />
        </div>
      </section>
      <section aria-labelledby="composition-dialog" className={styles.slot}>
        <h2 id="composition-dialog" className={styles.sectionTitle}>
          Modal: its root <code>&lt;dialog&gt;</code>
        </h2>
        <pre className={styles.codeBlock}>{dialogCode}</pre>
        <div data-testid="dialog-slot" className={styles.slot}>
          <Button {...openDialogProps('composition-modal')}>Claim a sample</Button>
          <Modal
            ref={dialogRef}
            id="composition-modal"
            data-analytics="free-sample"
            aria-describedby="composition-modal-note"
            className={styles.consumerDialog}
            title="Claim your free sample"
          >
            <p id="composition-modal-note">We design one thumbnail for free.</p>
          </Modal>
        </div>
      </section>
    </FoundationPage>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Composition: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step("a consumer's data-*, aria-* and class reach the PackageCard's <article>, and so does its ref", async () => {
      const card = canvas.getByRole('article', { name: 'Pro Engage' });
      await expect(card.parentElement).toBe(canvas.getByTestId('card-slot'));
      await expect(cardRef.current).toBe(card);
      await expect(card).toHaveAttribute('data-analytics', 'package-pro');
      await expect(card).toHaveAccessibleDescription('Prices exclude VAT.');
      await expect(card).toHaveClass(styles.consumerCard);
      // Added to the card's own classes: its surface and the popular glow stay.
      await expect(card.classList.length).toBeGreaterThan(1);
      await expect(getComputedStyle(card).maxWidth).toBe('352px');
    });
    await step("the same on the Modal's <dialog>, closed and opened through the ref", async () => {
      const dialog = canvasElement.querySelector<HTMLDialogElement>('#composition-modal')!;
      await expect(dialog.parentElement).toBe(canvas.getByTestId('dialog-slot'));
      await expect(dialogRef.current).toBe(dialog);
      await expect(dialog).toHaveAttribute('data-analytics', 'free-sample');
      await expect(dialog).toHaveClass(styles.consumerDialog);
      await expect(dialog.classList.length).toBeGreaterThan(1);
      // The ref is the <dialog> itself: its own showModal() opens it (no pointer, so no hover elsewhere).
      dialogRef.current!.showModal();
      const open = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Claim your free sample' });
      await expect(open).toBe(dialogRef.current);
      await expect(open).toHaveAccessibleDescription('We design one thumbnail for free.');
      await pressEscape(canvasElement.ownerDocument);
      await waitFor(() => expect(dialog.open).toBe(false));
    });
  },
};
