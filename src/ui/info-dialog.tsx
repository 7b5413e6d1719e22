import './forms.css';

/** The modal explanation of ./info-dialog-frame.tsx, with its style sheet. */
export { InfoDialog, type InfoDialogProps } from './info-dialog-frame';
