export { FormTextField, type TextFieldBinding } from './form-text-field/form-text-field';
export { LoadingIndicator, PageLoader, SPINNER_SIZES, type SpinnerSize } from './loading-indicator/loading-indicator';
export { AppButton, type AppButtonColor, type AppButtonProps } from './button/app-button';
export { BUTTON_MIN_HEIGHT, BUTTON_MIN_WIDTH } from './button/config';
export { AppModal, type AppModalProps } from './modal/app-modal';
export { MODAL_SIZES, type ModalSize } from './modal/config';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { type ConfirmDialogType } from './confirm-dialog/config';
export { SafeHtml } from './safe-html/safe-html';
