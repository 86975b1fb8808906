/** The id of the free-sample dialog: a button with `openDialogProps(FREE_SAMPLE_DIALOG_ID)` opens it. */
export const FREE_SAMPLE_DIALOG_ID = 'free-sample-dialog';
/** The id of the callback dialog: a button with `openDialogProps(CALLBACK_DIALOG_ID)` opens it. */
export const CALLBACK_DIALOG_ID = 'callback-dialog';
